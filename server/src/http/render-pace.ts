/**
 * Renders paced to a share of the server's time (issue 32 item 2). A render holds the event loop
 * for tens to hundreds of milliseconds at a time, so renders admitted back to back, even one at
 * a time, hold every other answer (/healthz, the API) up behind them. After a render that took
 * D ms, no new one starts for D × (1 − share) / share ms: renders then take at most `share` of
 * the time however long each one is (a busy machine makes them longer, and the pause with them).
 * A page that cannot be rendered now goes out as the shell, which the browser renders.
 */
export interface RenderPace {
  /** Whether a new render may start now. */
  mayStart(): boolean;
  /** Marks a render's start; the returned function marks its end. */
  started(): () => void;
}

export function createRenderPace(options: {
  /** The share of the time renders may take, 0–1; 1: renders are not paced. */
  share: number;
  /** A monotonic clock in milliseconds (performance.now: render time is real time). */
  now: () => number;
}): RenderPace {
  const pauseFactor = options.share >= 1 ? 0 : (1 - options.share) / Math.max(options.share, 0.01);
  let notBefore = -Infinity;
  return {
    mayStart: () => options.now() >= notBefore,
    started() {
      const start = options.now();
      return () => {
        const end = options.now();
        notBefore = Math.max(notBefore, end + (end - start) * pauseFactor);
      };
    },
  };
}
