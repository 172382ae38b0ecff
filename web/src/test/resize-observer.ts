import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver. This one calls back as soon as an element is observed, as a
 * browser's first callback does, so a component that measures itself measures once.
 */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  );
}
