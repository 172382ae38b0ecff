import { foldText } from './text-fold.ts';

/** Words of a text as the help search compares them: folded, letters and digits only. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((w) => w.length > 0);
}

/** Edit distance with adjacent swaps (optimal string alignment), for short words. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Typos forgiven: none in words under 4 letters, one up to 7, two from 8. */
function allowedEdits(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/**
 * How well a query term matches a word: 3 the same, 2 the word starts with it, 1.5 within the
 * typos allowed of a word or a word's start at least as long (so "rentl" finds "rental" and
 * "rentals"), 1 within them of a shorter word ("rentl" and "rent": the user typed more), 0 not.
 */
export function termMatch(term: string, word: string): number {
  if (term === word) return 3;
  if (word.startsWith(term)) return 2;
  const edits = allowedEdits(term);
  if (edits === 0) return 0;
  if (Math.abs(word.length - term.length) <= edits && editDistance(term, word) <= edits) {
    return word.length >= term.length ? 1.5 : 1;
  }
  if (word.length > term.length) {
    for (let len = term.length - edits; len <= term.length + edits; len++) {
      if (len > 0 && len < word.length && editDistance(term, word.slice(0, len)) <= edits) {
        return 1.5;
      }
    }
  }
  return 0;
}

export interface HelpSearchDocument {
  key: string;
  title: string;
  body: string;
}

export interface HelpSearchHit {
  key: string;
  score: number;
  /** The document's words that matched, folded: what to highlight. */
  matched: string[];
}

/**
 * The help centre's instant search: every query word must match the title or the body (typos
 * forgiven); title matches weigh more. Built once over the content, then searched per keystroke.
 */
export function createHelpSearch(documents: readonly HelpSearchDocument[]) {
  const indexed = documents.map((doc) => ({
    key: doc.key,
    title: new Set(wordsOf(doc.title)),
    body: new Set(wordsOf(doc.body)),
  }));
  return function search(query: string, limit = 20): HelpSearchHit[] {
    const terms = [...new Set(wordsOf(query))];
    if (terms.length === 0) return [];
    const hits: HelpSearchHit[] = [];
    for (const doc of indexed) {
      let score = 0;
      const matched = new Set<string>();
      let all = true;
      for (const term of terms) {
        let best = 0;
        for (const [words, weight] of [
          [doc.title, 3],
          [doc.body, 1],
        ] as const) {
          for (const word of words) {
            const m = termMatch(term, word);
            if (m > 0) {
              matched.add(word);
              best = Math.max(best, m * weight);
            }
          }
        }
        if (best === 0) {
          all = false;
          break;
        }
        score += best;
      }
      if (all) hits.push({ key: doc.key, score, matched: [...matched] });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  };
}
