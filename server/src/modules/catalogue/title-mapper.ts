import { landscapeThumbnailPath, previewImagePath } from '@app/domain';
import type { Genre, Provider, Title } from '@app/domain';
import type { GenreTable, ProviderTable, TitleTable } from '#app/db/tables.ts';
import { isoOrNull } from '#app/time.ts';
import type { CatalogueRepo } from './repo.ts';

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

type PlanRow = Awaited<ReturnType<CatalogueRepo['plansOf']>>[number];

/** Loads titles by id, in the order asked, as the API's Title (account spec §3). Unknown ids are skipped. */
export async function loadTitles(
  repo: CatalogueRepo,
  ids: readonly number[],
  options: { withReviews: boolean },
): Promise<Title[]> {
  return (await loadTitlesWithPlans(repo, ids, options)).titles;
}

/** As loadTitles, also answering the plans that include each title (for package lookups). */
export async function loadTitlesWithPlans(
  repo: CatalogueRepo,
  ids: readonly number[],
  options: { withReviews: boolean },
): Promise<{ titles: Title[]; plans: PlanRow[] }> {
  const rows = await repo.titlesByIds(ids);
  const providerIds = [...new Set(rows.flatMap((r) => r.provider_id ?? []))];
  const [children, genres, people, rules, plans, reviews, providers] = await Promise.all([
    repo.childrenOf(ids),
    repo.genresOf(ids),
    repo.peopleOf(ids),
    repo.priceRulesOf(ids),
    repo.plansOf(ids),
    options.withReviews ? repo.reviewsOf(ids) : Promise.resolve([]),
    repo.providers(providerIds),
  ]);
  const providerOf = new Map(providers.map((p) => [p.id, toProvider(p)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const childrenOf = groupBy(children, (c) => c.parent_id);
  const genresOf = groupBy(genres, (g) => g.title_id);
  const peopleOf = groupBy(people, (p) => p.title_id);
  const rulesOf = groupBy(rules, (r) => r.title_id);
  const plansOf = groupBy(plans, (p) => p.title_id);
  const reviewsOf = groupBy(reviews, (r) => r.title_id);

  const titles: Title[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const kids = childrenOf.get(id) ?? [];
    const credits = peopleOf.get(id) ?? [];
    titles.push(
      toTitle(row, {
        children: kids.map((k) => k.id),
        seasonIds: kids.filter((k) => k.sub_type === 'season').map((k) => k.id),
        genres: (genresOf.get(id) ?? []).map((g) => ({
          id: g.genre_id,
          name: g.name,
          hide_from_view: g.hide_from_view === 1,
        })),
        provider: row.provider_id === null ? null : (providerOf.get(row.provider_id) ?? null),
        extended: options.withReviews,
        directors: credits.filter((c) => c.role === 'director').map((c) => c.name),
        cast: credits.filter((c) => c.role === 'cast').map((c) => c.name),
        rules: rulesOf.get(id) ?? [],
        planIds: (plansOf.get(id) ?? []).map((p) => p.plan_id),
        reviews: reviewsOf.get(id) ?? [],
      }),
    );
  }
  return { titles, plans };
}

interface Related {
  children: number[];
  seasonIds: number[];
  genres: Genre[];
  provider: Provider | null;
  extended: boolean;
  directors: string[];
  cast: string[];
  rules: Awaited<ReturnType<CatalogueRepo['priceRulesOf']>>;
  planIds: number[];
  reviews: Awaited<ReturnType<CatalogueRepo['reviewsOf']>>;
}

function toTitle(row: TitleTable, related: Related): Title {
  const hasExternal =
    row.critics_score !== null || row.audience_score !== null || row.consensus !== null;
  return {
    id: row.id,
    title: row.title,
    sub_type: row.sub_type,
    type: 'VOD',
    parent_id: row.parent_id,
    root_parent_id: row.root_parent_id,
    children: related.children,
    season_ids: related.seasonIds,
    season_number: row.season_number,
    episode_number: row.episode_number,
    episode_count: row.episode_count,
    duration: row.duration,
    synopsis: row.synopsis,
    rating: row.rating,
    year_production: row.year_production,
    genre_ids: related.genres.map((g) => g.id),
    primary_genre: row.primary_genre_id,
    provider_id: row.provider_id,
    genres: related.genres,
    provider: related.provider,
    director: related.directors,
    cast: related.cast,
    warning_codes: JSON.parse(row.warning_codes_json) as string[],
    assets: {
      hlstrailer: row.trailer_path,
      tablet_high_trailer: row.trailer_path,
      mobile_playable: row.mobile_playable === 1,
    },
    price_rules:
      row.has_price_rules === 1
        ? related.rules.map((r) => ({
            id: r.id,
            price: r.price,
            content_format: r.content_format,
            duration: r.duration,
            download_duration: r.download_duration,
          }))
        : null,
    external_data: hasExternal
      ? {
          critics_score: row.critics_score,
          audience_score: row.audience_score,
          ratings: row.ratings_count,
          consensus: row.consensus,
          reviews: related.reviews.map((r) => ({
            source: r.source,
            author: r.author,
            publication: r.publication,
            score: r.score,
            text: r.text,
          })),
          alternate_link: row.alternate_link,
        }
      : null,
    screening_room: row.screening_room_title_id
      ? { title_id: row.screening_room_title_id, name: 'Screening Room' }
      : null,
    vod_tile_colours:
      row.tile_background && row.tile_text
        ? { background: row.tile_background, text: row.tile_text }
        : null,
    base_id: row.base_id,
    flags: row.flags,
    available_from: isoOrNull(row.available_from),
    available_to: isoOrNull(row.available_to),
    planIds: related.planIds,
    images: {
      landscape_thumbnail: landscapeThumbnailPath(row.id),
      preview: previewImagePath(row.id),
    },
    extended: related.extended,
  };
}

export function toGenre(g: GenreTable): Genre {
  return { id: g.id, name: g.name, hide_from_view: g.hide_from_view === 1 };
}

export function toProvider(p: ProviderTable): Provider {
  return { id: p.id, name: p.name };
}
