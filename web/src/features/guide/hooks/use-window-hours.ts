import { useSyncExternalStore } from 'react';
import { RESIZE_SAMPLE_MS, SCREEN_CLASS_WIDTH_PX, guideWindowHours } from '@app/domain';
import { useScreenClass } from '#app/lib/screen-class.ts';

/**
 * The window's width, as last read. Reading `innerWidth` can lay out the page first (a phone's
 * viewport depends on its content), and the guide renders on every step of its window: it is read
 * when the guide subscribes and on each resize sample, never in a render (issue 23).
 */
let width: number | null = null;
const readWidth = () => (width = window.innerWidth);

/** Resizes, sampled every RESIZE_SAMPLE_MS while they last (account spec §9). */
function subscribe(onChange: () => void): () => void {
  let sample: ReturnType<typeof setTimeout> | null = null;
  const onResize = () => {
    sample ??= setTimeout(() => {
      sample = null;
      readWidth();
      onChange();
    }, RESIZE_SAMPLE_MS);
  };
  // A resize while no guide was listening.
  const before = width;
  if (before !== null && readWidth() !== before) onChange();
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
    () => guideWindowHours(width ?? readWidth()),
    () => rendered,
  );
}
