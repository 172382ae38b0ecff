import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#app/lib/i18n/i18n-context.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import translations from '#i18n/default/en.json';
import { createI18n } from '#app/app/i18n.ts';
import { stubResizeObserver } from '#app/test/resize-observer.ts';
import { clampedHeight, ExpandingSynopsis } from './expanding-synopsis.tsx';

const TEXT = 'Two sisters agree to care for a dying neighbour.';

/** A browser's measures: lines of 24 px, and a synopsis `scrollHeight` pixels tall. */
function measure(scrollHeight: number) {
  stubResizeObserver();
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  const real = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element, pseudo);
    return new Proxy(style, {
      get(target, key) {
        if (key === 'lineHeight') return '24px';
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}

async function renderSynopsis() {
  const i18n = createI18n(translations);
  render(
    <I18nProvider i18n={i18n}>
      <ExpandingSynopsis text={TEXT} />
    </I18nProvider>,
  );
}

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('clampedHeight', () => {
  it('keeps the whole lines that fit in the 90 pixels', () => {
    expect(clampedHeight(90, 24)).toBe(72);
    expect(clampedHeight(90, 30)).toBe(90);
  });

  it('shows at least one line, and the 90 pixels where lines cannot be measured', () => {
    expect(clampedHeight(90, 120)).toBe(120);
    expect(clampedHeight(90, Number.NaN)).toBe(90);
  });
});

describe('ExpandingSynopsis', () => {
  it('clamps at a line boundary, and Show more opens the lines below', async () => {
    measure(96);
    await renderSynopsis();
    const synopsis = screen.getByText(TEXT);
    expect(synopsis).toHaveStyle({ maxHeight: '72px' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(synopsis).not.toHaveStyle({ maxHeight: '72px' });
  });

  it('offers no Show more when less than half a line would be hidden', async () => {
    measure(80);
    await renderSynopsis();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText(TEXT)).not.toHaveStyle({ maxHeight: '72px' });
  });
});
