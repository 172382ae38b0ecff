import { useSyncExternalStore } from 'react';
import { RESIZE_SAMPLE_MS, guideWindowHours } from '@app/domain';

/** The width the server renders the guide for, as it cannot know the screen's (issue 19). */
const SERVER_WIDTH_PX = 1024;

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
 * server-rendered guide hydrates with the server's window first, then takes the screen's.
 */
export function useWindowHours(): number {
  return useSyncExternalStore(
    subscribe,
    () => guideWindowHours(window.innerWidth),
    () => guideWindowHours(SERVER_WIDTH_PX),
  );
}
