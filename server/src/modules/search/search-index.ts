import { isAboveParentalLimit, landscapeThumbnailPath } from '@app/domain';
import type { ParentalLimit, SearchItem } from '@app/domain';
import type { SearchRepo } from './repo.ts';
import { FIELD, createTextIndex, searchTerms } from './text-index.ts';
import type { IndexedDoc } from './text-index.ts';

export { searchTerms };

/**
 * The search index, held in memory: movies, shows, episodes and people (account spec §7). A
 * title is found by its name, its cast and crew and its synopsis; an episode by its own name,
 * alone or after its show's; a person by their name. Ranking is in text-index.ts.
 */
export async function buildSearchIndex(repo: SearchRepo, now: number) {
  const [titles, credits] = await Promise.all([repo.titles(now), repo.credits()]);
  const listed = new Map(titles.map((t) => [t.id, t]));
  const peopleOfTitle = new Map<number, Set<string>>();
  const person = new Map<number, { name: string; popularity: number }>();
  for (const c of credits) {
    // An episode's credits count for its show.
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

  const items: SearchItem[] = [];
  const docs: IndexedDoc[] = [];
  const folded = (text: string) => searchTerms(text).join(' ');
  for (const t of titles) {
    const show = t.root_parent_id === null ? undefined : listed.get(t.root_parent_id);
    if (t.sub_type === 'episode') {
      if (!show) continue; // an episode of a show no longer listed
      docs.push({
        // Episode synopses are left out: they weigh on memory and seldom help find a show.
        fields: { [FIELD.name]: t.title, [FIELD.show]: show.title },
        names: [folded(t.title), folded(`${show.title} ${t.title}`)],
        // An episode is found by its own name, but should not outrank its show.
        popularity: Math.floor(show.popularity / 4),
        episode: true,
      });
    } else {
      docs.push({
        fields: {
          [FIELD.name]: t.title,
          [FIELD.people]: [...(peopleOfTitle.get(t.id) ?? [])].join(' '),
          [FIELD.synopsis]: t.synopsis,
        },
        names: [folded(t.title)],
        popularity: t.popularity,
      });
    }
    items.push({
      id: `t${t.id}`,
      type: t.sub_type === 'movie' ? 'MOVIES' : 'SHOWS',
      sub_type: t.sub_type as 'movie' | 'series' | 'episode',
      vod_title_id: t.id,
      parent_id: t.parent_id,
      root_parent_id: t.root_parent_id,
      primary_title: t.sub_type === 'episode' && show ? `${show.title}: ${t.title}` : t.title,
      image: landscapeThumbnailPath(t.root_parent_id ?? t.id),
      way_to_watch: { type: 'vod' },
    });
  }
  for (const [id, p] of person) {
    // A person's name ranks with the cast names of titles, below titles' own names.
    docs.push({
      fields: { [FIELD.people]: p.name },
      names: [folded(p.name)],
      popularity: p.popularity,
    });
    items.push({
      id: `p${id}`,
      type: 'CAST_AND_CREW',
      sub_type: 'person',
      vod_title_id: null,
      parent_id: null,
      root_parent_id: null,
      primary_title: p.name,
      image: null,
      way_to_watch: null,
    });
  }

  const index = createTextIndex(docs);
  // An episode is as suitable as its show (issue 18: parental controls), and no more.
  const ratingOf = (item: SearchItem): number => {
    if (item.vod_title_id === null) return 0;
    const own = listed.get(item.vod_title_id)?.rating ?? 0;
    const root = item.root_parent_id === null ? undefined : listed.get(item.root_parent_id);
    return Math.max(own, root?.rating ?? 0);
  };
  return {
    size: index.size,
    /** The best `count` matches; under a parental limit, only titles within it (and people). */
    search: (words: string, count: number, limit: ParentalLimit | null = null): SearchItem[] => {
      if (limit === null) return index.search(words, count).map((id) => items[id]!);
      // Ask for more than needed: some of the best matches may be above the limit.
      const kept: SearchItem[] = [];
      for (const id of index.search(words, count * 4)) {
        const item = items[id]!;
        if (item.vod_title_id === null || !isAboveParentalLimit(ratingOf(item), limit)) {
          kept.push(item);
          if (kept.length === count) break;
        }
      }
      return kept;
    },
  };
}

export type SearchIndex = Awaited<ReturnType<typeof buildSearchIndex>>;
