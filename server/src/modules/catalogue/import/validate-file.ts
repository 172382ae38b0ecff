import type { z } from 'zod';
import { RECORD_SCHEMAS, catalogueEnvelopeSchema, type CatalogueFile } from './catalogue-file.ts';

type ListName = keyof typeof RECORD_SCHEMAS;
const LISTS = Object.keys(RECORD_SCHEMAS) as ListName[];

/** What the child of each kind of title must be under (account spec §3: series → season → episode). */
const PARENT_OF = { movie: null, series: null, season: 'series', episode: 'season' } as const;

export type Validation = { ok: true; file: CatalogueFile } | { ok: false; problems: string[] };

/**
 * Checks a whole catalogue file and reports every problem at once, each naming the record by its
 * place and id and the field, e.g. `titles[3] (id 10004).price_rules[0].price: …`. Each record
 * is checked on its own, then the records against each other and against the plans that exist.
 */
export function validateCatalogueFile(
  raw: unknown,
  context: { planIds: ReadonlySet<number> },
): Validation {
  const top = catalogueEnvelopeSchema.safeParse(raw);
  if (!top.success) return { ok: false, problems: issuesAt('', top.error.issues) };

  const problems: string[] = [];
  /** The records that passed their schema, each with where it came from. */
  const parsed: { [L in ListName]: (CatalogueFile[L][number] & { where: string })[] } = {
    genres: [],
    providers: [],
    people: [],
    titles: [],
  };
  /** Every id a list declares, even of records that failed: no second error for a reference. */
  const declared = Object.fromEntries(LISTS.map((l) => [l, new Map<number, string>()])) as Record<
    ListName,
    Map<number, string>
  >;

  for (const list of LISTS) {
    top.data[list].forEach((record, index) => {
      const where = recordName(list, index, record);
      const recordId = (record as { id?: unknown } | null)?.id;
      if (typeof recordId === 'number') {
        const first = declared[list].get(recordId);
        if (first) problems.push(`${where}.id: ${recordId} is already the id of ${first}`);
        else declared[list].set(recordId, where);
      }
      const result = RECORD_SCHEMAS[list].safeParse(record);
      if (result.success) (parsed[list] as object[]).push({ ...result.data, where });
      else problems.push(...issuesAt(where, result.error.issues));
    });
  }

  const titles = parsed.titles;
  const titleById = new Map(titles.map((t) => [t.id, t]));
  const genreClass = new Map(parsed.genres.map((g) => [g.id, g.content_class]));
  const ruleIds = new Map<number, string>();

  for (const t of titles) {
    const at = (field: string) => `${t.where}.${field}`;
    const expectedParent = PARENT_OF[t.sub_type];
    if (expectedParent === null && t.parent_id !== null) {
      problems.push(`${at('parent_id')}: a ${t.sub_type} has no parent`);
    } else if (expectedParent !== null) {
      const parent = t.parent_id === null ? undefined : titleById.get(t.parent_id);
      if (t.parent_id === null)
        problems.push(`${at('parent_id')}: a ${t.sub_type} needs its ${expectedParent}`);
      else if (!declared.titles.has(t.parent_id))
        problems.push(`${at('parent_id')}: no title has id ${t.parent_id}`);
      else if (parent && parent.sub_type !== expectedParent)
        problems.push(
          `${at('parent_id')}: title ${t.parent_id} is a ${parent.sub_type}, not a ${expectedParent}`,
        );
    }
    if ((t.sub_type === 'season' || t.sub_type === 'episode') && t.season_number === null)
      problems.push(`${at('season_number')}: a ${t.sub_type} needs its season number`);
    if (t.sub_type === 'episode' && t.episode_number === null)
      problems.push(`${at('episode_number')}: an episode needs its number`);
    if (
      t.available_from &&
      t.available_to &&
      Date.parse(t.available_from) >= Date.parse(t.available_to)
    )
      problems.push(`${at('available_to')}: must be later than available_from`);
    const titleClass = t.sub_type === 'movie' ? 'movie' : 'tv';
    t.genre_ids.forEach((g, i) => {
      if (!declared.genres.has(g)) problems.push(`${at(`genre_ids[${i}]`)}: no genre has id ${g}`);
      else if (genreClass.has(g) && genreClass.get(g) !== titleClass)
        problems.push(
          `${at(`genre_ids[${i}]`)}: genre ${g} is a ${genreClass.get(g)} genre, not ${titleClass}`,
        );
    });
    problems.push(...duplicatesIn(t.genre_ids, at('genre_ids')));
    if (t.provider_id !== null && !declared.providers.has(t.provider_id))
      problems.push(`${at('provider_id')}: no provider has id ${t.provider_id}`);
    for (const role of ['directors', 'cast'] as const) {
      t[role].forEach((p, i) => {
        if (!declared.people.has(p)) problems.push(`${at(`${role}[${i}]`)}: no person has id ${p}`);
      });
      problems.push(...duplicatesIn(t[role], at(role)));
    }
    if (t.screening_room_title_id !== null) {
      const episode = titleById.get(t.screening_room_title_id);
      if (!declared.titles.has(t.screening_room_title_id))
        problems.push(
          `${at('screening_room_title_id')}: no title has id ${t.screening_room_title_id}`,
        );
      else if (episode && episode.sub_type !== 'episode')
        problems.push(`${at('screening_room_title_id')}: title ${episode.id} is not an episode`);
    }
    (t.price_rules ?? []).forEach((rule, i) => {
      const first = ruleIds.get(rule.id);
      if (first)
        problems.push(
          `${at(`price_rules[${i}].id`)}: ${rule.id} is already a price rule of ${first}`,
        );
      else ruleIds.set(rule.id, t.where);
    });
    t.plan_ids.forEach((plan, i) => {
      if (!context.planIds.has(plan))
        problems.push(`${at(`plan_ids[${i}]`)}: no plan has id ${plan}`);
    });
    problems.push(...duplicatesIn(t.plan_ids, at('plan_ids')));
  }

  if (problems.length > 0) return { ok: false, problems };
  const strip = <T extends { where: string }>(records: T[]) =>
    records.map(({ where: _where, ...record }) => record);
  return {
    ok: true,
    file: {
      format: top.data.format,
      version: top.data.version,
      genres: strip(parsed.genres),
      providers: strip(parsed.providers),
      people: strip(parsed.people),
      titles: strip(titles),
    },
  };
}

/** `titles[3] (id 10004)`: where a record is, and its id when it has a readable one. */
function recordName(list: ListName, index: number, record: unknown): string {
  const recordId = (record as { id?: unknown } | null)?.id;
  return typeof recordId === 'number' || typeof recordId === 'string'
    ? `${list}[${index}] (id ${recordId})`
    : `${list}[${index}]`;
}

function issuesAt(where: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path
      .map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`))
      .join('');
    const field = `${where}${path}`.replace(/^\./, '');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
}

function duplicatesIn(ids: readonly number[], where: string): string[] {
  const seen = new Set<number>();
  const problems: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${where}: ${id} is listed twice`);
    seen.add(id);
  }
  return problems;
}
