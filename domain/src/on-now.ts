import { MINUTE_MS, type TimedProgram } from './guide.ts';

/**
 * What is on now on one channel: the programme whose time holds `now` (start inclusive, end
 * exclusive), the whole minutes left (rounded up, so a programme never shows "0 min left") and
 * how much of it has gone, from 0 to 1. Null in a gap of the guide.
 */
export function programOnNow<P extends TimedProgram>(
  programs: readonly P[],
  now: number,
): { program: P; minutesLeft: number; elapsed: number } | null {
  const program = programs.find((p) => p.start <= now && p.end > now);
  if (!program) return null;
  return {
    program,
    minutesLeft: Math.ceil((program.end - now) / MINUTE_MS),
    elapsed: (now - program.start) / (program.end - program.start),
  };
}
