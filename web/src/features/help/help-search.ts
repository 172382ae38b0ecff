import { createHelpSearch, wordsOf } from '@app/domain';
import { helpEntries, type HelpEntry } from '#app/content/help/index.ts';

const keyOf = (e: HelpEntry) => `${e.group.slug}/${e.article.slug}/${e.question.id}`;
const byKey = new Map(helpEntries.map((e) => [keyOf(e), e]));

const search = createHelpSearch(
  helpEntries.map((e) => ({
    key: keyOf(e),
    title: e.question.question,
    body: [e.article.title, ...e.question.answer].join(' '),
  })),
);

export interface HelpSearchResult {
  entry: HelpEntry;
  matched: ReadonlySet<string>;
}

/** Answers for a query, best first, with the words to highlight. */
export function searchHelp(query: string): HelpSearchResult[] {
  return search(query).map((hit) => ({
    entry: byKey.get(hit.key)!,
    matched: new Set(hit.matched),
  }));
}

/** Splits text into pieces, marking those whose folded word matched. */
export function highlightPieces(text: string, matched: ReadonlySet<string>) {
  return text
    .split(/([\p{L}\p{N}+]+)/u)
    .filter((p) => p !== '')
    .map((piece) => ({ piece, hit: matched.has(wordsOf(piece)[0] ?? '') }));
}
