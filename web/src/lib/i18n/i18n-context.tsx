import { createContext, use, type ReactNode } from 'react';
import { createTranslator, type I18n } from './translator.ts';

const I18nContext = createContext<I18n>(createTranslator(null, 'en'));

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The texts of the language the app runs in: `t` looks one up, `i18n` is the translator. */
export function useTranslation(): { t: I18n['t']; i18n: I18n } {
  const i18n = use(I18nContext);
  return { t: i18n.t, i18n };
}
