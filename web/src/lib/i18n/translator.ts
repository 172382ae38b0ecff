import type translation from '#i18n/default/en.json';

/**
 * The app's texts, looked up from its translation files (web/public/i18n/<brand>/<language>.json;
 * decision 0065). The files keep i18next's format, of which the app uses a small part: nested
 * keys, `{{name}}` and `{{count, number}}` in a text, and plural forms as `key_one` and
 * `key_other`, chosen by `count`.
 */

export type Translations = Record<string, unknown>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Key}_${PluralSuffix}` ? Key : K;
type FileKey = Leaves<typeof translation>;

/** A text's key in the default brand's English file, a plural's without its form: a typo fails tsc. */
export type TranslationKey = FileKey | WithoutPlural<FileKey>;

/** Values for a text's `{{…}}`; `count` also picks its plural form. */
export type TranslationValues = { count?: number } & Record<string, unknown>;

export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

export interface I18n {
  readonly language: string;
  /** The text of `key` with `values` in it; the key itself when the files lack it. */
  readonly t: TFunction;
  /** Whether the files hold a text for `key`. */
  exists(key: string): boolean;
}

const PLACEHOLDER = /\{\{\s*([^,}\s]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g;

export function createTranslator(translations: Translations | null, language: string): I18n {
  const texts = new Map<string, string | null>();
  const textOf = (key: string): string | null => {
    let text = texts.get(key);
    if (text === undefined) {
      let node: unknown = translations ?? {};
      for (const part of key.split('.')) {
        node = typeof node === 'object' && node !== null ? (node as Translations)[part] : undefined;
      }
      text = typeof node === 'string' ? node : null;
      texts.set(key, text);
    }
    return text;
  };

  const t: TFunction = (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number' ? textOf(`${key}_${pluralForm(count, language)}`) : null) ??
      textOf(key);
    if (text === null) return key;
    if (!text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (_placeholder, name: string, format?: string) => {
      const value = values?.[name];
      if (value === undefined || value === null) return '';
      return format === 'number' ? formatCount(value, language) : String(value);
    });
  };

  return { language, t, exists: (key) => textOf(key) !== null };
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural form of `count` in `language`. English needs no Intl.PluralRules: making the first
 * one costs as much as the first Intl.NumberFormat (see formatCount), inside hydration or a move.
 */
export function pluralForm(count: number, language: string): Intl.LDMLPluralRule {
  if (language === 'en') return Math.abs(count) === 1 ? 'one' : 'other';
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
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
export function formatCount(value: unknown, language: string): string {
  if (typeof value !== 'number') return String(value);
  if (Number.isSafeInteger(value)) {
    if (Math.abs(value) < PLAIN_BELOW) return String(value);
    if (language === 'en') return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
  }
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}
