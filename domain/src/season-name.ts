/**
 * Season display name (account spec §5): 'Season N', or 'Season N Part M' when the season number
 * carries a single decimal digit (2.5 → 'Season 2 Part 5').
 */
export function seasonName(seasonNumber: number | string): string {
  const text = String(seasonNumber).trim();
  const match = /^(\d+)(?:\.(\d))?$/.exec(text);
  if (!match) return `Season ${text}`;
  const [, whole, part] = match;
  return part ? `Season ${whole} Part ${part}` : `Season ${whole}`;
}
