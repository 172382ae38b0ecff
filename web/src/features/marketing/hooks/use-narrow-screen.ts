import { CAROUSEL_ITEMS } from '@app/domain';
import { useScreenClass } from '#app/lib/screen-class.ts';
import { useMediaQuery } from '#app/lib/use-media-query.ts';

const QUERY = `(max-width: ${CAROUSEL_ITEMS.narrowMaxPx}px)`;

/** Whether the window is 768 px wide or less, where carousels show 2 items (§9). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(QUERY, useScreenClass() === 'phone');
}
