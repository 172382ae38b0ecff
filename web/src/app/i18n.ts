import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Brand } from './brand.ts';

export const DEFAULT_LANGUAGE = 'en';

export type Translations = Record<string, unknown>;

function translationsUrl(brand: Brand, language: string): string {
  return `/i18n/${brand}/${language}.json`;
}

/**
 * Fetches a brand's translation file, falling back to the default brand's English file. Resolves
 * to null when neither arrives: the app then still starts and shows the keys.
 */
export async function fetchTranslations(
  brand: Brand,
  language = DEFAULT_LANGUAGE,
): Promise<Translations | null> {
  const urls = [translationsUrl(brand, language), translationsUrl('default', DEFAULT_LANGUAGE)];
  for (const url of new Set(urls)) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) return (await response.json()) as Translations;
    } catch {
      // try the next file
    }
  }
  console.error('No translation file could be loaded');
  return null;
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
  return i18n;
}
