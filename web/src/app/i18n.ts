import { createTranslator, type I18n, type Translations } from '#app/lib/i18n/translator.ts';
import type { Brand } from './brand.ts';

export const DEFAULT_LANGUAGE = 'en';

export type { Translations };

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

/** The translator of one language's texts; with no texts, it shows their keys. */
export function createI18n(translations: Translations | null, language = DEFAULT_LANGUAGE): I18n {
  return createTranslator(translations, language);
}
