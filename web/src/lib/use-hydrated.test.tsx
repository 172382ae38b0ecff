import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useHydrated } from './use-hydrated.tsx';

const seen: boolean[] = [];

function Clock() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'the browser’s time' : 'the server’s time'}</p>;
}

/** Renders once per render of its own: a part that does not read whether hydration is over. */
let untouchedRenders = 0;
function Untouched() {
  untouchedRenders++;
  return <p>posters</p>;
}

const page = (
  <HydrationProvider>
    <Clock />
    <Untouched />
  </HydrationProvider>
);

describe('useHydrated', () => {
  it("is false on the server and while hydrating, so the server's HTML matches, then true", async () => {
    seen.length = 0;
    untouchedRenders = 0;
    const html = renderToString(page);
    expect(html).toContain('the server’s time');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    untouchedRenders = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen).toEqual([false, false, true]);
    expect(container.textContent).toContain('the browser’s time');
    // Only what reads it renders again: the rest of the page is hydrated once.
    expect(untouchedRenders).toBe(1);
    container.remove();
  });

  it('is true at once on a page the browser renders itself, and where nothing provides it', () => {
    seen.length = 0;
    render(page);
    expect(screen.getByText('the browser’s time')).toBeInTheDocument();
    expect(seen).toEqual([true]);
    seen.length = 0;
    render(<Clock />);
    expect(seen).toEqual([true]);
  });
});
