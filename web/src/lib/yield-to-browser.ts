/** What of the Prioritized Task Scheduling API this uses (Chromium has it; others may not). */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so that the browser may paint and answer a tap
 * between two pieces of work: with `scheduler.yield()` where there is one (it resumes before
 * other tasks waiting), else a task of its own.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
