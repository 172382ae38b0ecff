import 'i18next';
import type translation from '#i18n/default/en.json';

// t('…') keys are checked against the default brand's English file: a missing key fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof translation };
  }
}
