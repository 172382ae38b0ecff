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
