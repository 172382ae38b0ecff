/**
 * Runs `work` when the browser is next idle (at once after the current task where it cannot say,
 * as Safari): for work that can wait until what the visitor asked for is on screen. Returns the
 * cancel.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
