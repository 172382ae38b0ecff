import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#app/lib/i18n/i18n-context.tsx';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import translations from '#i18n/default/en.json';
import { createI18n } from '#app/app/i18n.ts';
import { stubResizeObserver } from '#app/test/resize-observer.ts';
import { Shelf } from './shelf.tsx';

/** A row `contentPx` wide in a window 600 px wide, scrolled to its start. */
function measure(contentPx: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentPx);
}

async function renderShelf() {
  const i18n = createI18n(translations);
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <Shelf heading="Action">
          <li>One</li>
          <li>Two</li>
        </Shelf>
      </MemoryRouter>
    </I18nProvider>,
  );
}

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('Shelf', () => {
  it('offers to scroll on when its row runs past the screen, measured as the browser lays it out', async () => {
    stubResizeObserver();
    measure(1800);
    await renderShelf();
    expect(screen.getByRole('button', { name: 'Scroll Action on' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Scroll Action back' })).toBeDisabled();
  });

  it('offers no scrolling when the whole row is in view', async () => {
    stubResizeObserver();
    measure(600);
    await renderShelf();
    expect(screen.getByRole('button', { name: 'Scroll Action on' })).toBeDisabled();
  });

  it('measures once it is shown where a browser has no ResizeObserver', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    measure(600);
    await renderShelf();
    expect(screen.getByRole('button', { name: 'Scroll Action on' })).toBeDisabled();
  });
});
