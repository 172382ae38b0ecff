import { useSyncExternalStore } from 'react';
import { guideWindowHours } from '@app/domain';

/** The width the server renders the guide for, as it cannot know the screen's (issue 19). */
const SERVER_WIDTH_PX = 1024;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
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
