/**
 * Parental controls (issue 18, beyond the spec): a household may cap the classification it is
 * shown. The limits in order, each with the highest rating it lets through (account spec §3's
 * classification by rating). Off is no limit.
 */
export const PARENTAL_LIMITS = [
  { code: 'G', maxRating: 20 },
  { code: 'PG', maxRating: 40 },
  { code: 'M', maxRating: 60 },
  { code: 'MA15+', maxRating: 65 },
  { code: 'R18+', maxRating: 70 },
] as const;

export type ParentalLimit = (typeof PARENTAL_LIMITS)[number]['code'];

export const LIMIT_CODES = PARENTAL_LIMITS.map((l) => l.code) as [
  ParentalLimit,
  ...ParentalLimit[],
];

export function isParentalLimit(value: unknown): value is ParentalLimit {
  return typeof value === 'string' && (LIMIT_CODES as string[]).includes(value);
}

/**
 * Whether a title of this rating is above the household's limit, so hidden from lists and
 * locked on its own page. Unclassified titles (rating 0) carry no promise, so any limit below
 * R18+ keeps them out: a parent choosing G has not said yes to the unknown.
 */
export function isAboveParentalLimit(rating: number, limit: ParentalLimit | null): boolean {
  if (limit === null) return false;
  const max = PARENTAL_LIMITS.find((l) => l.code === limit)!.maxRating;
  if (rating <= 0) return max < 70;
  return rating > max;
}

/**
 * Whether the TV guide marks a programme as above the household's limit (issue 18: "the guide
 * marks programmes above it"). Live TV cannot be hidden, only marked; and unlike a title in the
 * store, much of it is unclassified, so only classified programmes are marked: a lock on every
 * unclassified bar would drown the ones that matter.
 */
export function isGuideProgramAboveLimit(rating: number, limit: ParentalLimit | null): boolean {
  return rating > 0 && isAboveParentalLimit(rating, limit);
}

/** The server's words when it refuses a title above the household's limit (ERR_PARENTAL_LOCK). */
export const PARENTAL_LOCK_MESSAGE = 'This title is locked by your parental controls.';
