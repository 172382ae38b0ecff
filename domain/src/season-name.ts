/**
 * A season number's parts (account spec §5): 2.5 is season 2, part 5; 2 is season 2 with no
 * part. Anything else (e.g. 2.55) is kept whole as the season, with no part.
 */
export function seasonNumberParts(seasonNumber: number | string): {
  season: string;
  part: string | null;
} {
  const text = String(seasonNumber).trim();
  const match = /^(\d+)(?:\.(\d))?$/.exec(text);
  if (!match) return { season: text, part: null };
  return { season: match[1]!, part: match[2] ?? null };
}

/**
 * Season display name (account spec §5): 'Season N', or 'Season N Part M' when the season number
 * carries a single decimal digit (2.5 → 'Season 2 Part 5'). Translated pages build the same words
 * from seasonNumberParts.
 */
export function seasonName(seasonNumber: number | string): string {
  const { season, part } = seasonNumberParts(seasonNumber);
  return part ? `Season ${season} Part ${part}` : `Season ${season}`;
}
