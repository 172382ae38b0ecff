import MiniSearch from 'minisearch';
import { foldText, landscapeThumbnailPath } from '@app/domain';
import type { SearchItem } from '@app/domain';
import type { SearchRepo } from './repo.ts';

interface SearchDoc {
  id: string;
  kind: 'title' | 'person';
  item: SearchItem;
  name: string;
  folded: string;
  people: string;
  synopsis: string;
  popularity: number;
}

/** Words as the index and the query both see them: folded, apostrophes joined, punctuation gone. */
export function searchTerms(text: string): string[] {
  return foldText(text)
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const FIELD_TIER = { name: 3, people: 2, synopsis: 1 } as const;

/**
 * The search index, held in memory: movies, shows, episodes and people. Ranking is in tiers —
 * a match in a title's name above a match in its cast or a person's name above a match in the
 * synopsis — then how closely the name matches, then the index's score, then popularity.
 */
export async function buildSearchIndex(repo: SearchRepo, now: number) {
  const [titles, credits] = await Promise.all([repo.titles(now), repo.credits()]);
  const listed = new Map(titles.map((t) => [t.id, t]));
  const peopleOfTitle = new Map<number, Set<string>>();
  const person = new Map<number, { name: string; popularity: number }>();
  for (const c of credits) {
    const owner = c.root_parent_id ?? c.title_id;
    const title = listed.get(owner);
    if (!title) continue;
    let names = peopleOfTitle.get(owner);
    if (!names) peopleOfTitle.set(owner, (names = new Set()));
    names.add(c.name);
    const p = person.get(c.person_id) ?? { name: c.name, popularity: 0 };
    p.popularity = Math.max(p.popularity, title.popularity);
    person.set(c.person_id, p);
  }

  const docs: SearchDoc[] = [];
  for (const t of titles) {
    const show = t.root_parent_id === null ? undefined : listed.get(t.root_parent_id);
    if (t.sub_type === 'episode' && !show) continue; // an episode of a show no longer listed
    const isMovie = t.sub_type === 'movie';
    docs.push({
      id: `t${t.id}`,
      kind: 'title',
      name: t.title,
      folded: searchTerms(t.title).join(' '),
      people: t.sub_type === 'episode' ? '' : [...(peopleOfTitle.get(t.id) ?? [])].join(' '),
      // Episode synopses are left out: they weigh on memory and seldom help find a show.
      synopsis: t.sub_type === 'episode' ? '' : t.synopsis,
      // An episode is found by its own name, but should not outrank its show.
      popularity: t.sub_type === 'episode' ? Math.floor((show?.popularity ?? 0) / 4) : t.popularity,
      item: {
        id: `t${t.id}`,
        type: isMovie ? 'MOVIES' : 'SHOWS',
        sub_type: t.sub_type as 'movie' | 'series' | 'episode',
        vod_title_id: t.id,
        parent_id: t.parent_id,
        root_parent_id: t.root_parent_id,
        primary_title: t.sub_type === 'episode' && show ? `${show.title}: ${t.title}` : t.title,
        image: landscapeThumbnailPath(t.root_parent_id ?? t.id),
        way_to_watch: { type: 'vod' },
      },
    });
  }
  for (const [id, p] of person) {
    docs.push({
      id: `p${id}`,
      kind: 'person',
      name: p.name,
      folded: searchTerms(p.name).join(' '),
      people: '',
      synopsis: '',
      popularity: p.popularity,
      item: {
        id: `p${id}`,
        type: 'CAST_AND_CREW',
        sub_type: 'person',
        vod_title_id: null,
        parent_id: null,
        root_parent_id: null,
        primary_title: p.name,
        image: null,
        way_to_watch: null,
      },
    });
  }

  const index = new MiniSearch<SearchDoc>({
    idField: 'id',
    fields: ['name', 'people', 'synopsis'],
    storeFields: [],
    tokenize: (text) => searchTerms(text),
    processTerm: (term) => term,
    searchOptions: { boost: { name: 4, people: 2, synopsis: 1 } },
  });
  index.addAll(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const maxPopularity = Math.max(1, ...docs.map((d) => d.popularity));

  return {
    size: docs.length,

    search(words: string, count: number): SearchItem[] {
      const terms = searchTerms(words).slice(0, 8);
      if (terms.length === 0) return [];
      const query = terms.join(' ');
      const last = terms.length - 1;
      const options = {
        // Typing: the last word may be unfinished. Typos: one edit from 4 letters, two from 8.
        prefix: (_term: string, i: number) => i === last,
        fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
        weights: { fuzzy: 0.3, prefix: 0.6 },
      };
      let results = index.search(query, { ...options, combineWith: 'AND' });
      if (results.length === 0 && terms.length > 1)
        results = index.search(query, { ...options, combineWith: 'OR' });

      const maxScore = Math.max(1e-9, ...results.map((r) => r.score));
      return results
        .map((r) => {
          const doc = byId.get(r.id)!;
          const fields = new Set(Object.values(r.match).flat());
          const tier = Math.max(
            ...[...fields].map((f) => FIELD_TIER[f as keyof typeof FIELD_TIER] ?? 0),
          );
          // People match on their name, which ranks with cast matches, below titles' names.
          const rankTier = doc.kind === 'person' ? Math.min(tier, FIELD_TIER.people) : tier;
          const closeness =
            doc.folded === query
              ? 3
              : doc.folded.startsWith(query)
                ? 2
                : terms.every((t) => doc.folded.split(' ').includes(t))
                  ? 1
                  : 0;
          const rank =
            rankTier * 1000 +
            closeness * 100 +
            (r.score / maxScore) * 10 +
            Math.log1p(doc.popularity) / Math.log1p(maxPopularity);
          return { item: doc.item, rank };
        })
        .sort((a, b) => b.rank - a.rank)
        .slice(0, count)
        .map((r) => r.item);
    },
  };
}

export type SearchIndex = Awaited<ReturnType<typeof buildSearchIndex>>;
