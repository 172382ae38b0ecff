/** Classification by rating (account spec §3). */
export const CLASSIFICATIONS = [
  { rating: 0, label: 'Unclassified', code: 'UC' },
  { rating: 20, label: 'General', code: 'G' },
  { rating: 40, label: 'Parental Guidance', code: 'PG' },
  { rating: 60, label: 'Mature', code: 'M' },
  { rating: 65, label: 'Mature Accompanied', code: 'MA15+' },
  { rating: 70, label: 'Restricted', code: 'R18+' },
] as const;

export type Classification = (typeof CLASSIFICATIONS)[number];

/** The classification of a rating; a rating between two steps takes the lower one. */
export function classificationOf(rating: number | null | undefined): Classification {
  let found: Classification = CLASSIFICATIONS[0];
  for (const c of CLASSIFICATIONS) if (rating != null && rating >= c.rating) found = c;
  return found;
}

/**
 * Genres that promise parents a classification (issue 18.9): a Kids or Family title is G or PG,
 * a Horror title is never G (nor unclassified). Keyed by the genre's name, as both catalogues
 * spell it; other genres take any rating.
 */
const GENRE_RATING_RANGES: Readonly<Record<string, { min: number; max: number }>> = {
  Kids: { min: 20, max: 40 },
  Family: { min: 20, max: 40 },
  Horror: { min: 40, max: 70 },
};

/** Whether a title of this rating may carry the genre. */
export function genreFitsRating(genreName: string, rating: number): boolean {
  const range = GENRE_RATING_RANGES[genreName];
  return !range || (rating >= range.min && rating <= range.max);
}

/** The nearest rating the genre allows: a title's main genre decides its rating's bounds. */
export function ratingFittingGenre(genreName: string, rating: number): number {
  const range = GENRE_RATING_RANGES[genreName];
  return range ? Math.min(range.max, Math.max(range.min, rating)) : rating;
}
