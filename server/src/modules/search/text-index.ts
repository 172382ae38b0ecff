import { foldText, typoDistance, typosAllowed } from '@app/domain';

/** Words as the index and the query both see them: folded, apostrophes joined, punctuation gone. */
export function searchTerms(text: string): string[] {
  return foldText(text)
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Words too common to narrow a search: a query needs its other words, and these only help to
 * rank ("the lantern" and "lantern" find the same titles; the one named "The Lantern" first).
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Where a word was found, as ranked: a name above a cast name above an episode's show, … */
export const FIELD = { name: 0, show: 1, people: 2, synopsis: 3 } as const;
export type Field = (typeof FIELD)[keyof typeof FIELD];
const FIELD_COUNT = 4;
/** A field's rank tier; an episode's show name only counts with a word of its own name (below). */
const TIER: Record<Field, number> = { 0: 3, 1: 3, 2: 2, 3: 1 };
/** An episode found by its show's name alone ranks below everything else. */
const SHOW_ONLY_TIER = 0.5;

/** How well a query word matched an indexed word. */
const QUALITY = { exact: 1, prefix: 0.8, typo1: 0.6, typo2: 0.4 } as const;

export interface IndexedDoc {
  /** Words of each field; a field left out has none. */
  fields: Partial<Record<Field, string>>;
  /** What closeness compares the query with: the name, and for an episode also show + name. */
  names: string[];
  popularity: number;
  /** An episode: found by its show's name only together with a word of its own name. */
  episode?: boolean;
}

/** Every string `depth` or fewer letters shorter (deleting letters anywhere). */
function deletions(word: string, depth: number, into: Set<string>): Set<string> {
  if (depth === 0 || word.length <= 1) return into;
  for (let i = 0; i < word.length; i++) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!into.has(shorter)) {
      into.add(shorter);
      deletions(shorter, depth - 1, into);
    }
  }
  return into;
}

/**
 * An in-memory word index over a few thousand to a few tens of thousands of documents, made for
 * search-as-you-type: every word of the query must match (a stop word or a lone last letter
 * only helps to rank), the last word may be unfinished, and a word may carry a typo (one from 4
 * letters, two from 8, a swapped pair counting as one). Typos are found through an index of
 * deletions (the "symmetric delete" method), so a search never scans the vocabulary.
 *
 * Ranking, in order: the tier of the weakest field a query word matched in (name, cast, synopsis);
 * how closely the whole query matches a name (exactly, as its start, all words, or less); how
 * exactly the words matched; popularity.
 */
export function createTextIndex(docs: readonly IndexedDoc[]) {
  const postings: Map<string, number[]>[] = Array.from({ length: FIELD_COUNT }, () => new Map());
  for (let id = 0; id < docs.length; id++) {
    const doc = docs[id]!;
    for (const [key, text] of Object.entries(doc.fields)) {
      const field = Number(key) as Field;
      const seen = new Set<string>();
      for (const term of searchTerms(text ?? '')) {
        // Synopses are searched for exact, meaningful words only.
        if (seen.has(term) || (field === FIELD.synopsis && STOP_WORDS.has(term))) continue;
        seen.add(term);
        const list = postings[field]!.get(term);
        if (list) list.push(id);
        else postings[field]!.set(term, [id]);
      }
    }
  }

  // Names, shows and cast are matched by prefix and with typos too: their words, sorted.
  const vocabulary = [
    ...new Set([FIELD.name, FIELD.show, FIELD.people].flatMap((f) => [...postings[f]!.keys()])),
  ].sort();
  const typoKeys = new Map<string, string[]>();
  for (const word of vocabulary) {
    if (word.length < 3) continue;
    for (const key of deletions(word, word.length >= 6 ? 2 : 1, new Set([word]))) {
      const words = typoKeys.get(key);
      if (words) words.push(word);
      else typoKeys.set(key, [word]);
    }
  }

  const names = docs.map((d) => d.names);
  const spacedNames = docs.map((d) => d.names.map((name) => ` ${name} `));
  const maxPopularity = Math.max(1, ...docs.map((d) => d.popularity));
  const popularity = Float64Array.from(
    docs.map((d) => Math.log1p(d.popularity) / Math.log1p(maxPopularity)),
  );
  const episode = Uint8Array.from(docs.map((d) => (d.episode ? 1 : 0)));
  const nameTier = Float64Array.from(
    docs.map((d) => (d.fields[FIELD.name] ? TIER[FIELD.name] : TIER[FIELD.people])),
  );
  // Every name, sorted, for the first letters of a search (below).
  const sortedNames = docs
    .flatMap((d, id) => d.names.map((name) => ({ name, id })))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const sortedKeys = sortedNames.map((entry) => entry.name);
  const seenAt = new Int32Array(docs.length);
  let seenStamp = 0;

  /**
   * The first letter or two of a search (after a stop word or not: "a", "th", "the r") would
   * match a large share of every word; what is meant is the start of a name: these are ranked
   * from the sorted names alone.
   */
  function namesStartingWith(query: string, count: number): number[] {
    const top: { id: number; rank: number }[] = [];
    seenStamp++;
    for (let i = lowerBound(sortedKeys, query); i < sortedKeys.length; i++) {
      const { name, id } = sortedNames[i]!;
      if (!name.startsWith(query)) break;
      if (seenAt[id] === seenStamp) continue;
      seenAt[id] = seenStamp;
      const rank = nameTier[id]! * 1000 + (name === query ? 300 : 200) + popularity[id]!;
      insertTop(top, { id, rank }, count);
    }
    return top.map((r) => r.id);
  }

  // Work arrays reused by every search (searches run one at a time: JavaScript is single-threaded).
  const MAX_TERMS = 8;
  const n = docs.length;
  const matchedTerms = new Uint8Array(n);
  const touchedAt = new Int32Array(n);
  const ownNameAt = new Int32Array(n);
  const best = new Float64Array(MAX_TERMS * n);
  const bestAt = new Int32Array(MAX_TERMS * n);
  let stamp = 0;

  /** The indexed words a query word stands for, each with how well it matches. */
  function expand(term: string, asPrefix: boolean): Map<string, number> {
    const found = new Map<string, number>();
    const add = (word: string, quality: number) => {
      if ((found.get(word) ?? 0) < quality) found.set(word, quality);
    };
    add(term, QUALITY.exact);
    if (asPrefix) {
      for (
        let i = lowerBound(vocabulary, term);
        i < vocabulary.length && vocabulary[i]!.startsWith(term);
        i++
      )
        add(vocabulary[i]!, vocabulary[i] === term ? QUALITY.exact : QUALITY.prefix);
    }
    const typos = typosAllowed(term);
    if (typos > 0) {
      for (const key of deletions(term, typos, new Set([term]))) {
        for (const word of typoKeys.get(key) ?? []) {
          // A typo of a stop word ("thea" for "the") would match half the catalogue.
          if (found.has(word) || STOP_WORDS.has(word)) continue;
          const distance = typoDistance(term, word, typos);
          if (distance === 1) add(word, QUALITY.typo1);
          else if (distance === 2) add(word, QUALITY.typo2);
        }
      }
    }
    return found;
  }

  return {
    size: docs.length,

    /** Ids of the best `count` documents for `words`, best first. */
    search(words: string, count: number): number[] {
      const all = searchTerms(words).slice(0, MAX_TERMS);
      if (all.length === 0 || docs.length === 0) return [];
      const query = all.join(' ');
      const lastIndex = all.length - 1;
      const leading = all.slice(0, lastIndex).every((t) => STOP_WORDS.has(t));
      if (leading && (all[lastIndex]!.length <= 2 || STOP_WORDS.has(all[lastIndex]!))) {
        const ids = namesStartingWith(query, count);
        if (ids.length === count) return ids;
      }
      const spacedTerms = all.map((t) => ` ${t} `);
      let required = all.filter(
        (t, i) => !STOP_WORDS.has(t) && (i < lastIndex || t.length > 1 || all.length === 1),
      );
      if (required.length === 0) required = all;
      const lastRequired = required.at(-1) === all[lastIndex];

      stamp++;
      const touched: number[] = [];
      required.forEach((term, t) => {
        const asPrefix = lastRequired && t === required.length - 1;
        for (const [word, quality] of expand(term, asPrefix)) {
          for (let field = 0 as Field; field < FIELD_COUNT; field++) {
            // Synopses match whole words only. An episode found by its show's name alone ranks
            // below everything: with one word, it would only be ranked to be cut.
            if (field === FIELD.synopsis && quality !== QUALITY.exact) continue;
            if (field === FIELD.show && required.length === 1) continue;
            const list = postings[field]!.get(word);
            if (!list) continue;
            const value = TIER[field] * 10 + quality;
            for (const id of list) {
              if (touchedAt[id] !== stamp) {
                touchedAt[id] = stamp;
                matchedTerms[id] = 0;
                touched.push(id);
              }
              if (field === FIELD.name) ownNameAt[id] = stamp;
              const slot = t * n + id;
              if (bestAt[slot] !== stamp) {
                bestAt[slot] = stamp;
                best[slot] = value;
                matchedTerms[id]!++;
              } else if (best[slot]! < value) best[slot] = value;
            }
          }
        }
      });

      // Every required word, or failing that as many as any document has.
      let needed = 0;
      for (const id of touched) if (matchedTerms[id]! > needed) needed = matchedTerms[id]!;
      if (needed === 0) return [];

      const top: { id: number; rank: number }[] = [];
      for (const id of touched) {
        if (matchedTerms[id] !== needed) continue;
        let tier = Infinity;
        let quality = 0;
        for (let t = 0; t < required.length; t++) {
          const slot = t * n + id;
          if (bestAt[slot] !== stamp) continue;
          const value = best[slot]!;
          const termTier = Math.floor(value / 10);
          if (termTier < tier) tier = termTier;
          quality += value - termTier * 10;
        }
        if (episode[id] === 1 && ownNameAt[id] !== stamp && tier === TIER[FIELD.show])
          tier = SHOW_ONLY_TIER;
        let closeness = 0;
        const docNames = names[id]!;
        for (let k = 0; k < docNames.length && closeness < 3; k++) {
          const name = docNames[k]!;
          const spaced = spacedNames[id]![k]!;
          const c =
            name === query
              ? 3
              : name.startsWith(query)
                ? 2
                : spacedTerms.every((t) => spaced.includes(t))
                  ? 1
                  : 0;
          if (c > closeness) closeness = c;
        }
        // A person whose name holds every word, typos and all, is as close as a name gets.
        if (closeness === 0 && nameTier[id] === TIER[FIELD.people] && tier === nameTier[id])
          closeness = 1;
        const rank =
          tier * 1000 + closeness * 100 + (quality / required.length) * 10 + popularity[id]!;
        insertTop(top, { id, rank }, count);
      }
      return top.map((r) => r.id);
    },
  };
}

/** The first index in the sorted `list` whose entry is not before `key`. */
function lowerBound(list: readonly string[], key: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Keeps `top` the best `count` entries, best first (count is at most 100: insertion is fine). */
function insertTop(
  top: { id: number; rank: number }[],
  entry: { id: number; rank: number },
  count: number,
) {
  if (top.length === count && top[count - 1]!.rank >= entry.rank) return;
  let i = top.length;
  while (i > 0 && top[i - 1]!.rank < entry.rank) i--;
  top.splice(i, 0, entry);
  if (top.length > count) top.pop();
}

export type TextIndex = ReturnType<typeof createTextIndex>;
