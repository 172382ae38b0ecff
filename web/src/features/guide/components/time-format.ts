import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Guide times and days in the viewer's time zone and the app's language. */
export function useTimeFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-AU' : i18n.language;
  return useMemo(() => {
    const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    const longDateFormat = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    return {
      time: (at: number) => timeFormat.format(at),
      weekday: (at: number) => weekdayFormat.format(at),
      date: (at: number) => dateFormat.format(at),
      longDate: (at: number) => longDateFormat.format(at),
    };
  }, [locale]);
}
