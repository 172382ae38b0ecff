import { accountAndBilling, troubleshooting, userGuides } from './troubleshooting.ts';
import { beforeYouGet, gettingFetch } from './before-and-getting.ts';
import type { HelpArticle, HelpGroup, HelpQuestion } from './types.ts';
import { usingFetch } from './using-fetch.ts';

export type { HelpArticle, HelpGroup, HelpLink, HelpQuestion } from './types.ts';

/** Every help centre group, in the order the page lists them. */
export const helpGroups: readonly HelpGroup[] = [
  beforeYouGet,
  gettingFetch,
  usingFetch,
  userGuides,
  troubleshooting,
  accountAndBilling,
];

export interface HelpEntry {
  group: HelpGroup;
  article: HelpArticle;
  question: HelpQuestion;
}

/** Every question with where it lives: what the search box searches. */
export const helpEntries: readonly HelpEntry[] = helpGroups.flatMap((group) =>
  group.articles.flatMap((article) =>
    article.items.map((question) => ({ group, article, question })),
  ),
);

/** The help centre URL of a group, an article or a question. */
export function helpHref(group?: string, article?: string, question?: string): string {
  return ['/faqs', group, article, question].filter(Boolean).join('/');
}
