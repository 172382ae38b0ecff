import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import { flagNames, flagsOf, foldName, sortTitleOf } from '@app/domain';
import type { Database, TitleArtworkTable, TitleTable } from '#app/db/tables.ts';
import { isoOrNull } from '#app/time.ts';
import { originalKey, type ArtworkStore } from '#app/modules/images/artwork-store.ts';
import {
  CATALOGUE_FILE_FORMAT,
  CATALOGUE_FILE_VERSION,
  type ArtworkRecord,
  type CatalogueFile,
  type TitleRecord,
} from './catalogue-file.ts';
import { createCatalogueImportRepo } from './import-repo.ts';
import { exportedArtworkPath, loadArtwork, type ArtworkImport } from './import-artwork.ts';
import { validateCatalogueFile } from './validate-file.ts';

export interface ImportSummary {
  genres: number;
  providers: number;
  people: number;
  titles: { total: number; added: number; updated: number; removed: number };
  /** Pictures of the titles (posters, backdrops, stills). */
  pictures: number;
  /** Wishlist rows of removed titles, deleted with them. */
  wishlistItemsRemoved: number;
  /** Virtual-channel schedule items that pointed at a removed title and now point nowhere. */
  scheduleItemsUnlinked: number;
  catalogueVersion: string;
}

/** The file cannot be imported: every reason, one a line. Nothing was written. */
export class CatalogueImportRefused extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`the catalogue was not imported:\n${problems.join('\n')}`);
    this.problems = problems;
    this.name = 'CatalogueImportRefused';
  }
}

/** Checks a parsed JSON document against the file format and the plans the database has. */
export async function checkCatalogueFile(
  db: Kysely<Database>,
  raw: unknown,
): Promise<CatalogueFile> {
  const planIds = new Set(await createCatalogueImportRepo(db).planIds());
  const result = validateCatalogueFile(raw, { planIds });
  if (!result.ok) throw new CatalogueImportRefused(result.problems);
  return result.file;
}

/**
 * Replaces the catalogue (titles, genres, providers, people and their links, price rules,
 * reviews, plan titles) with a checked file, in one transaction. Households' entitlements,
 * purchases and wishlist rows of titles that stay are untouched. A title the file drops while a
 * household holds or bought it refuses the whole import, naming it: paid-for titles never vanish.
 * The catalogue version changes, so running servers list the new titles within a second.
 */
export async function importCatalogue(
  db: Kysely<Database>,
  raw: unknown,
  options: { now: number; artwork?: ArtworkImport },
): Promise<ImportSummary> {
  // Pictures are read and stored first, outside the transaction: reading files or fetching URLs
  // must not hold the database's write lock. The file is checked again inside (plans may change).
  const pictures = await loadArtwork((await checkCatalogueFile(db, raw)).titles, options.artwork);
  if (!pictures.ok) throw new CatalogueImportRefused(pictures.problems);
  return db.transaction().execute(async (trx) => {
    const file = await checkCatalogueFile(trx, raw);
    const repo = createCatalogueImportRepo(trx);
    const existing = await repo.existingTitles();
    const inFile = new Set(file.titles.map((t) => t.id));
    const removed = existing.filter((t) => !inFile.has(t.id));
    const removedIds = removed.map((t) => t.id);

    const held = await repo.householdsHolding(removedIds);
    if (held.length > 0) {
      const nameOf = new Map(removed.map((t) => [t.id, t.title]));
      throw new CatalogueImportRefused(
        held.map(
          (h) =>
            `title ${h.title_id} ("${nameOf.get(h.title_id)}") is not in the file, but ${h.households} household(s) hold ${h.kind} for it: keep it in the file`,
        ),
      );
    }

    const wishlistItemsRemoved = await repo.removeWishlistItems(removedIds);
    const scheduleItemsUnlinked = await repo.unlinkScheduleItems(removedIds);
    await repo.clearLinks();
    // Children before parents: a title's parent must exist for as long as the title does.
    const depth = { episode: 0, season: 1, series: 2, movie: 2 } as const;
    for (const level of [0, 1, 2]) {
      await repo.deleteIds(
        'titles',
        removed.filter((t) => depth[t.sub_type] === level).map((t) => t.id),
      );
    }

    await repo.upsertById(
      'genres',
      file.genres.map((g) => ({ ...g, hide_from_view: bit(g.hide_from_view) })),
    );
    await repo.upsertById('providers', file.providers);
    await repo.upsertById(
      'people',
      file.people.map((p) => ({ ...p, name_folded: foldName(p.name) })),
    );
    const rows = titleRows(file.titles, options.now);
    // Parents before children, so that every parent_id points at a row that exists.
    for (const subTypes of [['movie', 'series'], ['season'], ['episode']]) {
      await repo.upsertById(
        'titles',
        rows.filter((r) => subTypes.includes(r.sub_type)),
      );
    }
    for (const table of ['genres', 'providers', 'people'] as const) {
      const keep = new Set(file[table].map((r) => r.id));
      await repo.deleteIds(
        table,
        (await repo.idsOf(table)).filter((id) => !keep.has(id)),
      );
    }
    await repo.insertLinks({ ...linkRows(file.titles), title_artwork: pictures.rows });

    const catalogueVersion = `${options.now}-${randomUUID().slice(0, 8)}`;
    await repo.setCatalogueVersion(catalogueVersion);
    const before = new Set(existing.map((t) => t.id));
    const added = file.titles.filter((t) => !before.has(t.id)).length;
    return {
      genres: file.genres.length,
      providers: file.providers.length,
      people: file.people.length,
      titles: {
        total: file.titles.length,
        added,
        updated: file.titles.length - added,
        removed: removed.length,
      },
      pictures: pictures.rows.length,
      wishlistItemsRemoved,
      scheduleItemsUnlinked,
      catalogueVersion,
    };
  });
}

/** The catalogue as a file the import reads back to the same catalogue. */
export async function exportCatalogue(db: Kysely<Database>): Promise<CatalogueFile> {
  const c = await createCatalogueImportRepo(db).readCatalogue();
  const group = <T extends { title_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.title_id, [...(map.get(row.title_id) ?? []), row]);
    return map;
  };
  const genresOf = group(c.titleGenres);
  const peopleOf = group(c.titlePeople);
  const rulesOf = group(c.rules);
  const reviewsOf = group(c.reviews);
  const plansOf = group(c.planTitles);
  const artworkOf = group(c.artwork);
  return {
    format: CATALOGUE_FILE_FORMAT,
    version: CATALOGUE_FILE_VERSION,
    genres: c.genres.map((g) => ({
      id: g.id,
      name: g.name,
      content_class: g.content_class,
      hide_from_view: g.hide_from_view === 1,
      sort_order: g.sort_order,
    })),
    providers: c.providers.map((p) => ({ id: p.id, name: p.name })),
    people: c.people.map((p) => ({ id: p.id, name: p.name })),
    titles: c.titles.map((t) => {
      const credits = peopleOf.get(t.id) ?? [];
      return {
        id: t.id,
        sub_type: t.sub_type,
        title: t.title,
        parent_id: t.parent_id,
        season_number: t.season_number,
        episode_number: t.episode_number,
        episode_count: t.episode_count,
        duration: t.duration,
        synopsis: t.synopsis,
        rating: t.rating,
        year_production: t.year_production,
        provider_id: t.provider_id,
        genre_ids: (genresOf.get(t.id) ?? []).map((g) => g.genre_id),
        directors: credits.filter((p) => p.role === 'director').map((p) => p.person_id),
        cast: credits.filter((p) => p.role === 'cast').map((p) => p.person_id),
        warning_codes: JSON.parse(t.warning_codes_json) as string[],
        flags: flagNames(t.flags),
        available_from: isoOrNull(t.available_from),
        available_to: isoOrNull(t.available_to),
        base_id: t.base_id,
        trailer_path: t.trailer_path,
        critics_score: t.critics_score,
        audience_score: t.audience_score,
        ratings_count: t.ratings_count,
        consensus: t.consensus,
        alternate_link: t.alternate_link,
        tile_colours:
          t.tile_background && t.tile_text
            ? { background: t.tile_background, text: t.tile_text }
            : null,
        screening_room_title_id: t.screening_room_title_id,
        price_rules:
          t.has_price_rules === 1
            ? (rulesOf.get(t.id) ?? []).map((r) => ({
                id: r.id,
                price: r.price,
                content_format: r.content_format,
                duration: r.duration,
                download_duration: r.download_duration,
              }))
            : null,
        mobile_playable: t.mobile_playable === 1,
        popularity: t.popularity,
        added_at: new Date(t.added_at).toISOString(),
        reviews: (reviewsOf.get(t.id) ?? []).map((r) => ({
          source: r.source,
          author: r.author,
          publication: r.publication,
          score: r.score,
          text: r.text,
        })),
        plan_ids: (plansOf.get(t.id) ?? []).map((p) => p.plan_id),
        artwork: exportedArtwork(artworkOf.get(t.id) ?? []),
      };
    }),
  };
}

/** A title's pictures as the export writes them: files beside the catalogue (exportArtworkFiles). */
function exportedArtwork(rows: readonly TitleArtworkTable[]): ArtworkRecord | null {
  if (rows.length === 0) return null;
  const one = (kind: 'poster' | 'backdrop') => {
    const row = rows.find((r) => r.kind === kind);
    return row ? exportedArtworkPath(row) : null;
  };
  return {
    poster: one('poster'),
    backdrop: one('backdrop'),
    stills: rows.filter((r) => r.kind === 'still').map(exportedArtworkPath),
  };
}

/**
 * Writes the pictures an export names into `dir` (the exported file's folder), where the file's
 * paths say, from the store's originals. Returns how many.
 */
export async function writeExportedArtwork(
  db: Kysely<Database>,
  store: Pick<ArtworkStore, 'get'>,
  dir: string,
): Promise<number> {
  const rows = await createCatalogueImportRepo(db).artworkRows();
  for (const row of rows) {
    const path = exportedArtworkPath(row);
    const bytes = await store.get(originalKey(row.sha256));
    if (!bytes) throw new Error(`${path}: the original ${row.sha256} is missing from the store`);
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  return rows.length;
}

const bit = (value: boolean) => (value ? 1 : 0) as 0 | 1;
const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

function titleRows(titles: readonly TitleRecord[], now: number): Insertable<TitleTable>[] {
  const byId = new Map(titles.map((t) => [t.id, t]));
  const rootOf = (t: TitleRecord): number | null => {
    if (t.parent_id === null) return null;
    const parent = byId.get(t.parent_id);
    return parent?.parent_id ?? t.parent_id;
  };
  const episodesUnder = new Map<number, number>();
  for (const t of titles) {
    if (t.sub_type !== 'episode') continue;
    for (const owner of [t.parent_id, rootOf(t)]) {
      if (owner !== null) episodesUnder.set(owner, (episodesUnder.get(owner) ?? 0) + 1);
    }
  }
  return titles.map((t) => ({
    id: t.id,
    sub_type: t.sub_type,
    content_class: t.sub_type === 'movie' ? 'movie' : 'tv',
    title: t.title,
    sort_title: sortTitleOf(t.title),
    parent_id: t.parent_id,
    root_parent_id: rootOf(t),
    season_number: t.season_number,
    episode_number: t.episode_number,
    episode_count:
      t.episode_count !== undefined
        ? t.episode_count
        : t.sub_type === 'season' || t.sub_type === 'series'
          ? (episodesUnder.get(t.id) ?? 0)
          : null,
    duration: t.duration,
    synopsis: t.synopsis,
    rating: t.rating,
    year_production: t.year_production,
    provider_id: t.provider_id,
    primary_genre_id: t.genre_ids[0] ?? null,
    warning_codes_json: JSON.stringify(t.warning_codes),
    flags: flagsOf(...t.flags),
    available_from: ms(t.available_from),
    available_to: ms(t.available_to),
    base_id: t.base_id,
    trailer_path: t.trailer_path,
    critics_score: t.critics_score,
    audience_score: t.audience_score,
    ratings_count: t.ratings_count,
    consensus: t.consensus,
    alternate_link: t.alternate_link,
    tile_background: t.tile_colours?.background ?? null,
    tile_text: t.tile_colours?.text ?? null,
    screening_room_title_id: t.screening_room_title_id,
    has_price_rules: bit(t.price_rules !== null),
    mobile_playable: bit(t.mobile_playable),
    popularity: t.popularity,
    added_at: ms(t.added_at ?? null) ?? ms(t.available_from) ?? now,
  }));
}

function linkRows(titles: readonly TitleRecord[]) {
  return {
    title_genres: titles.flatMap((t) =>
      t.genre_ids.map((genre_id, position) => ({ title_id: t.id, genre_id, position })),
    ),
    title_people: titles.flatMap((t) => [
      ...t.directors.map((person_id, position) => ({
        title_id: t.id,
        person_id,
        role: 'director' as const,
        position,
      })),
      ...t.cast.map((person_id, position) => ({
        title_id: t.id,
        person_id,
        role: 'cast' as const,
        position,
      })),
    ]),
    price_rules: titles.flatMap((t) =>
      (t.price_rules ?? []).map((r) => ({ ...r, title_id: t.id })),
    ),
    reviews: titles.flatMap((t) => t.reviews.map((r) => ({ ...r, title_id: t.id }))),
    plan_titles: titles.flatMap((t) => t.plan_ids.map((plan_id) => ({ plan_id, title_id: t.id }))),
  };
}
