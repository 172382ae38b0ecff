import type { ReactNode } from 'react';
import { useNavigationType } from 'react-router';
import { useFirstScreenFirst } from '#app/lib/use-first-screen-first.ts';

/**
 * A title page's parts below its first screen (synopsis, credits, episodes, reviews, related
 * titles). On a move to the page they render just after the first screen, in a render React
 * does in the background, so the move shows the title, its facts and its prices without waiting
 * for them (issue 33: two thirds of a title page's elements are below a phone's first screen).
 * Until then a screen-high placeholder keeps the footer out of view, so nothing on screen moves
 * when they arrive. A move back renders them at once: the browser restores the visitor's scroll
 * position into them.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const whole = useFirstScreenFirst();
  const back = useNavigationType() === 'POP';
  return whole || back ? children : <div className="details__below" aria-hidden="true" />;
}
