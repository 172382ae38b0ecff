import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, pluralForm, type TranslationKey } from './translator.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

// Keys not in the app's files, as a test's own texts are.
const key = (name: string) => name as TranslationKey;

describe('a text looked up', () => {
  const i18n = createTranslator(
    {
      nav: { home: 'Home', empty: '' },
      hello: 'Hello {{name}}, {{ name }} again',
      titles_one: '{{count, number}} title',
      titles_other: '{{count, number}} titles',
      onlyOne: '{{count}} thing',
      plan: 'Your plan: {{plan}}, {{price}}',
    },
    'en',
  );

  it('by its nested key', () => {
    expect(i18n.t(key('nav.home'))).toBe('Home');
    expect(i18n.t(key('nav.empty'))).toBe('');
  });

  it('is its key when the files lack it, or hold a group there', () => {
    expect(i18n.t(key('nav.away'))).toBe('nav.away');
    expect(i18n.t(key('nav'))).toBe('nav');
    expect(i18n.t(key('nav.home.deeper'))).toBe('nav.home.deeper');
    expect(i18n.exists('nav.home')).toBe(true);
    expect(i18n.exists('nav.away')).toBe(false);
    expect(i18n.exists('nav')).toBe(false);
  });

  it('takes its values, by name, each time it names one', () => {
    expect(i18n.t(key('hello'), { name: 'Robin' })).toBe('Hello Robin, Robin again');
    expect(i18n.t(key('plan'), { plan: 'Ultimate', price: 0 })).toBe('Your plan: Ultimate, 0');
  });

  it('leaves out a value not given, and keeps the rest', () => {
    expect(i18n.t(key('plan'), { plan: 'Ultimate' })).toBe('Your plan: Ultimate, ');
    expect(i18n.t(key('hello'))).toBe('Hello ,  again');
  });

  it('in the plural form its count takes, with the count written as a number', () => {
    expect(i18n.t(key('titles'), { count: 1 })).toBe('1 title');
    expect(i18n.t(key('titles'), { count: 0 })).toBe('0 titles');
    expect(i18n.t(key('titles'), { count: 12345 })).toBe('12,345 titles');
    expect(i18n.t(key('titles'), { count: 1.5 })).toBe('1.5 titles');
  });

  it('falls back to the key without a form when the files have no plural forms for it', () => {
    expect(i18n.t(key('onlyOne'), { count: 3 })).toBe('3 thing');
    expect(i18n.t(key('titles'))).toBe('titles');
  });
});

describe('the plural form', () => {
  it('in English, is the one Intl gives, without making an Intl.PluralRules', () => {
    const counts = [0, 1, -1, 2, 1.5, 0.5, 11, 21, 100, 1_000_001, -2];
    const intl = counts.map((count) => new Intl.PluralRules('en').select(count));
    const made = vi.spyOn(Intl, 'PluralRules');

    expect(counts.map((count) => pluralForm(count, 'en'))).toEqual(intl);
    expect(made).not.toHaveBeenCalled();
  });

  it("in another language, is that language's own", () => {
    const polish = createTranslator(
      { files_one: '{{count}} plik', files_few: '{{count}} pliki', files_many: '{{count}} plików' },
      'pl',
    );

    expect([1, 3, 5, 22].map((count) => polish.t(key('files'), { count }))).toEqual([
      '1 plik',
      '3 pliki',
      '5 plików',
      '22 pliki',
    ]);
  });
});
