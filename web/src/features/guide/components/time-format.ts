import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';

export interface TimeFormat {
  time: (at: number) => string;
  weekday: (at: number) => string;
  date: (at: number) => string;
  longDate: (at: number) => string;
}

/**
 * One set of formats per locale for the whole app. Making an Intl.DateTimeFormat costs ~0.3 ms
 * (~1.2 ms on a phone), and each guide row used to make four as it mounted: 92 of them opening
 * the guide, and four more for every row scrolled into view.
 */
const formatsByLocale = new Map<string, TimeFormat>();

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * The app's English (en-AU) formats, written as Intl writes them ("9:05 pm", "Saturday",
 * "28 Nov", "Saturday 28 November"; the tests hold them to Intl's). A page's first
 * Intl.DateTimeFormat costs ~80 ms on a slow phone as ICU starts up, and the guide made it while
 * hydrating (issue 33); the Date's own getters read the viewer's time zone as Intl does.
 */
export const englishFormats: TimeFormat = {
  time: (at) => {
    const date = new Date(at);
    const hours = date.getHours();
    const minutes = String(date.getMinutes()).padStart(2, '0');
    return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  },
  weekday: (at) => WEEKDAYS[new Date(at).getDay()]!,
  date: (at) => {
    const date = new Date(at);
    return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]!}`;
  },
  longDate: (at) => {
    const date = new Date(at);
    return `${WEEKDAYS[date.getDay()]!} ${date.getDate()} ${MONTHS[date.getMonth()]!}`;
  },
};

export function timeFormatFor(locale: string): TimeFormat {
  if (locale === 'en-AU') return englishFormats;
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    const longDateFormat = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    formats = {
      time: (at) => timeFormat.format(at),
      weekday: (at) => weekdayFormat.format(at),
      date: (at) => dateFormat.format(at),
      longDate: (at) => longDateFormat.format(at),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/** Guide times and days in the viewer's time zone and the app's language. */
export function useTimeFormat(): TimeFormat {
  const { i18n } = useTranslation();
  return timeFormatFor(i18n.language === 'en' ? 'en-AU' : i18n.language);
}
