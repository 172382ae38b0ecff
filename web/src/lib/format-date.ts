/**
 * A date as the spec shows dates (account spec §9: dd MMM yyyy), e.g. "07 Mar 2027", in the
 * user's time zone and the app's language.
 */
export function formatDisplayDate(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // en-US abbreviates every month to three letters (en-GB writes "Sept").
  const locale = language === 'en' ? 'en-US' : language;
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
