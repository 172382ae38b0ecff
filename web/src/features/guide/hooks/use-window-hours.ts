import { useSyncExternalStore } from 'react';
import { RESIZE_SAMPLE_MS, SCREEN_CLASS_WIDTH_PX, guideWindowHours } from '@app/domain';
import { useScreenClass } from '#app/lib/screen-class.ts';

/** Resizes, sampled every RESIZE_SAMPLE_MS while they last (account spec §9). */
function subscribe(onChange: () => void): () => void {
  let sample: ReturnType<typeof setTimeout> | null = null;
  const onResize = () => {
    sample ??= setTimeout(() => {
      sample = null;
      onChange();
    }, RESIZE_SAMPLE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    if (sample) clearTimeout(sample);
  };
}

/**
 * Hours the guide shows for the current screen width, following resizes (marketing spec §9). A
 * server-rendered guide hydrates with the window of the screen class it was rendered for, then
 * takes the screen's: the same on a phone or a common desktop, so nothing moves (issue 21).
 */
export function useWindowHours(): number {
  const rendered = guideWindowHours(SCREEN_CLASS_WIDTH_PX[useScreenClass()]);
  return useSyncExternalStore(
    subscribe,
    () => guideWindowHours(window.innerWidth),
    () => rendered,
  );
}
