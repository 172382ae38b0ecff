import { useScreenClass } from '#app/lib/screen-class.ts';
import { useMediaQuery } from '#app/lib/use-media-query.ts';

/**
 * Phones (under 768 px, where the guide's window is half the hours, §9) and touch screens: there
 * the guide scrolls with the page instead of in a box of its own (issue 23, the guide on a phone).
 */
const QUERY = '(max-width: 767px), (pointer: coarse)';

/** Whether the guide grid should use the page's own scroll. */
export function usePageScroll(): boolean {
  // A phone or tablet has a touch screen: the server renders its page-scrolled grid.
  return useMediaQuery(QUERY, useScreenClass() !== 'desktop');
}
