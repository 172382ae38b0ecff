/**
 * A title's running time in whole minutes, split into hours and minutes for "1 h 52 min", "45 min"
 * or "2 h". One rule for every page that shows it (issue 34: the home page said "112 min" of a
 * film its details page called "1 h 52 min"). Null when the title has no running time.
 */
export function runningTime(durationSeconds: number): { hours: number; minutes: number } | null {
  const total = Math.round(durationSeconds / 60);
  if (total <= 0) return null;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
