import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Brand } from './brand.ts';

export const DEFAULT_LANGUAGE = 'en';

export type Translations = Record<string, unknown>;

export function translationsUrl(brand: Brand, language: string = DEFAULT_LANGUAGE): string {
  return `/i18n/${brand}/${language}.json`;
}

/** The first of the files that arrives, or null. */
async function fetchFirst(urls: readonly string[]): Promise<Translations | null> {
  for (const url of new Set(urls)) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) return (await response.json()) as Translations;
    } catch {
      // try the next file
    }
  }
  return null;
}

/** `base` with `overrides` laid over it, object by object (account spec §1: files per brand). */
export function mergeTranslations(base: Translations, overrides: Translations): Translations {
  const merged: Translations = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? mergeTranslations(current, value) : value;
  }
  return merged;
}

function isObject(value: unknown): value is Translations {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The files fetchTranslations asks for first: what a server-rendered page preloads. */
export function translationFilesOf(brand: Brand): string[] {
  return brand === 'default'
    ? [translationsUrl('default')]
    : [translationsUrl('default'), translationsUrl(brand)];
}

/**
 * Fetches the translations of a brand: the default brand's file (in the language, else English),
 * with the brand's own file, which holds only what differs, laid over it. Both files load at once.
 * Resolves to null when nothing arrives: the app then still starts and shows the keys.
 */
export async function fetchTranslations(
  brand: Brand,
  language = DEFAULT_LANGUAGE,
): Promise<Translations | null> {
  const [base, overrides] = await Promise.all([
    fetchFirst([
      translationsUrl('default', language),
      translationsUrl('default', DEFAULT_LANGUAGE),
    ]),
    brand === 'default'
      ? null
      : fetchFirst([translationsUrl(brand, language), translationsUrl(brand, DEFAULT_LANGUAGE)]),
  ]);
  if (!base && !overrides) {
    console.error('No translation file could be loaded');
    return null;
  }
  return mergeTranslations(base ?? {}, overrides ?? {});
}

/** An i18next instance holding one language's strings, ready for react-i18next. */
export async function createI18n(
  translations: Translations | null,
  language = DEFAULT_LANGUAGE,
): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: { translation: translations ?? {} } },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  i18n.services.formatter?.add('number', formatCount);
  return i18n;
}

/** Below this, a whole number reads the same in every locale the app has (English). */
const PLAIN_BELOW = 1000;
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The `{{count, number}}` format. A page's first Intl.NumberFormat costs 60–140 ms on a slow phone
 * as ICU starts up, inside hydration or a move ("1,234 ratings" on a title's page; issue 33): small
 * whole numbers read as digits in every locale the app has, and English groups larger ones by
 * threes with commas, as Intl writes them. Other numbers and languages go through Intl (kept per
 * locale).
 */
export function formatCount(value: unknown, language: string | undefined): string {
  if (typeof value !== 'number') return String(value);
  if (Number.isSafeInteger(value)) {
    if (Math.abs(value) < PLAIN_BELOW) return String(value);
    if ((language ?? DEFAULT_LANGUAGE) === 'en') {
      return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
    }
  }
  const locale = language ?? DEFAULT_LANGUAGE;
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
