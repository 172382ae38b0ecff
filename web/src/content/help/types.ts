/**
 * Help centre content (marketing spec §3: FAQ group, article, Q&A item). Structured data, so the
 * page, the search index and the deep links all read one source. Answers are paragraphs of plain
 * text; links are listed separately and point only at pages of this site.
 */
export interface HelpLink {
  label: string;
  href: string;
}

export interface HelpQuestion {
  /** The urlIdentifier: the route's question segment and the answer's fragment. */
  id: string;
  question: string;
  answer: readonly string[];
  links?: readonly HelpLink[];
}

export interface HelpArticle {
  /** The route's article segment. */
  slug: string;
  title: string;
  /** Shown instead of the title on the article's own page, when set (e.g. crunchyroll). */
  displayTitle?: string;
  introduction?: string;
  items: readonly HelpQuestion[];
}

export interface HelpGroup {
  /** The route's topic segment. */
  slug: string;
  title: string;
  articles: readonly HelpArticle[];
}
