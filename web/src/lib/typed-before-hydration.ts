import { useLayoutEffect, useRef, type RefObject } from 'react';

const CONTROLS = 'input, textarea, select';

/** What a visitor changed in a control the server rendered, or null where nothing changed. */
function changedValue(control: Element): string | null {
  if (control instanceof HTMLSelectElement) {
    const changed = Array.from(control.options).some((o) => o.selected !== o.defaultSelected);
    return changed ? control.value : null;
  }
  if (control instanceof HTMLTextAreaElement) {
    return control.value !== control.defaultValue ? control.value : null;
  }
  if (
    control instanceof HTMLInputElement &&
    control.type !== 'checkbox' &&
    control.type !== 'radio'
  ) {
    return control.value !== control.defaultValue ? control.value : null;
  }
  return null;
}

/**
 * A server-rendered page shows its fields before its script runs, and on a slow phone people
 * start typing. What they type stays in the field but not in React's state: the field shows the
 * words while the form sends nothing, and they vanish at its next render. Once the page has
 * hydrated, each text control, text area and select that is `root` or under it and differs from
 * what the server sent is handed to `take`, by its name (its id when it has none, else '').
 * Read as the part hydrates (a layout effect), not after: a tap on Send that came as the form
 * hydrated was handled before a passive effect ran, and sent an empty form (e2e, 1 run in ~200).
 */
export function useTypedBeforeHydration(
  root: RefObject<HTMLElement | null>,
  take: (name: string, value: string) => void,
): void {
  // Only the first render's `take` is used: the controls are read once, as the page hydrates.
  const takeOnce = useRef(take);
  useLayoutEffect(() => {
    const container = root.current;
    if (!container) return;
    const controls = container.matches(CONTROLS)
      ? [container]
      : Array.from(container.querySelectorAll(CONTROLS));
    for (const control of controls) {
      const value = changedValue(control);
      const name = control.getAttribute('name') || control.id;
      if (value !== null) takeOnce.current(name, value);
    }
  }, [root]);
}
