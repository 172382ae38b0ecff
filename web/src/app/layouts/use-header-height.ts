import { useCallback, type RefObject } from 'react';

/**
 * A ref for the shell's sticky header that sets `--sticky-header-height` on the shell to the
 * header's height, which changes with the screen and with what the header holds (the sign-in
 * button arrives after the session check): what sticks under the header (the guide's times on a
 * phone) reads it, and measures nothing. A callback ref: the header comes alive on its own
 * (HydrateApart), after the shell's effects have run.
 */
export function useHeaderHeight(shellRef: RefObject<HTMLElement | null>) {
  return useCallback(
    (header: HTMLElement | null) => {
      if (!header || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() =>
        shellRef.current?.style.setProperty(
          '--sticky-header-height',
          `${header.getBoundingClientRect().height}px`,
        ),
      );
      observer.observe(header);
      return () => observer.disconnect();
    },
    [shellRef],
  );
}
