import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from '#app/lib/i18n/translator.ts';
import { createI18n, fetchTranslations } from './i18n.ts';
import { resolveBrand } from './brand.ts';
import translations from '#i18n/default/en.json';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('translations', () => {
  it("fetches the brand's file for the language", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ nav: { home: 'Home' } })));

    const translations = await fetchTranslations(
      resolveBrand({ host: 'example.com', search: '' }),
      'en',
    );

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/i18n/default/en.json');
    const i18n = createI18n(translations);
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('falls back to English when the language file is missing', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('Not found', { status: 404 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ nav: { home: 'Home' } })));

    const translations = await fetchTranslations('default', 'fr');

    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/i18n/default/fr.json',
      '/i18n/default/en.json',
    ]);
    expect(translations).toEqual({ nav: { home: 'Home' } });
  });

  it('still starts, showing keys, when no file can be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const translations = await fetchTranslations('default', 'en');

    expect(translations).toBeNull();
    const i18n = createI18n(translations);
    expect(i18n.t('nav.home')).toBe('nav.home');
  });

  it("lays a brand's file over the default brand's, key by key", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/i18n/vendor/en.json'
        ? new Response(JSON.stringify({ brand: { name: 'Vendor' } }))
        : new Response(JSON.stringify({ brand: { name: 'Default', version: 'V' }, nav: {} })),
    );

    const translations = await fetchTranslations('vendor', 'en');

    expect(translations).toEqual({ brand: { name: 'Vendor', version: 'V' }, nav: {} });
  });

  it("falls back to the default brand's texts when the brand's file is missing", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/i18n/vendor/')
        ? new Response('Not found', { status: 404 })
        : new Response(JSON.stringify({ brand: { name: 'Default' } })),
    );

    expect(await fetchTranslations('vendor', 'en')).toEqual({ brand: { name: 'Default' } });
  });
});

describe('the count format', () => {
  it('writes small counts as digits without making an Intl.NumberFormat', async () => {
    const i18n = createI18n(translations);
    const made = vi.spyOn(Intl, 'NumberFormat');

    expect(i18n.t('myStuff.episodes', { count: 8 })).toBe('8 episodes');
    expect(made).not.toHaveBeenCalled();
  });

  it('groups the digits of large counts and keeps fractions, as the locale writes them', async () => {
    const i18n = createI18n(translations);

    expect(i18n.t('store.titleCount', { count: 12345 })).toBe('12,345 titles');
    expect(i18n.t('store.titleCount', { count: 2.5 })).toBe('2.5 titles');
  });

  it('writes whole English counts as Intl does, without making an Intl.NumberFormat', () => {
    const counts = [1000, 1234, 99_999, 100_000, 1_234_567, -1234, -1_000_000, 2 ** 40];
    const intl = counts.map((count) => new Intl.NumberFormat('en').format(count));
    const made = vi.spyOn(Intl, 'NumberFormat');

    expect(counts.map((count) => formatCount(count, 'en'))).toEqual(intl);
    expect(made).not.toHaveBeenCalled();
  });
});
