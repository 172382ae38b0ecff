/**
 * Marketing copy as structured data (ARCHITECTURE "src/content/"): written for this product from
 * the facts of marketing spec §1 and §9. Long page copy lives here rather than in the translation
 * file, so each page's chunk carries only its own words (docs/decisions/0011).
 */

/** What every marketing route declares for its head: title, description and keywords. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

export interface ContentLink {
  text: string;
  href: string;
}

export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
  /** Short facts shown as a list under the paragraphs. */
  points?: readonly string[];
  links?: readonly ContentLink[];
}

/** A page of headings and paragraphs: features, products, terms, about-us and the like. */
export interface ContentPage {
  meta: PageMeta;
  heading: string;
  intro: string;
  sections: readonly ContentSection[];
}

/** A slide of a carousel or slide show (marketing spec §3 Slide). */
export interface Slide {
  title: string;
  text: string;
  link: ContentLink;
}
