import { createContext, useContext } from 'react';
import type { ScreenClass } from '@app/domain';

/**
 * The screen class the server rendered the page for (domain/screen-class.ts). Hooks that follow
 * the screen's width answer for it while the page hydrates, so the first render in the browser
 * matches the HTML and then moves only if the screen is not what the server took it for.
 */
export const ScreenClassContext = createContext<ScreenClass>('desktop');

export function useScreenClass(): ScreenClass {
  return useContext(ScreenClassContext);
}
