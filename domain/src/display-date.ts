const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A date as the product shows it: dd MMM yyyy, e.g. "05 Dec 2026" (account spec §9). English
 * month abbreviations are fixed here rather than taken from Intl, whose en-GB September is
 * "Sept". `timeZone` defaults to the viewer's own; tests and the server pass 'UTC'.
 */
export function formatDisplayDate(date: Date | number | string, timeZone?: string): string {
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const day = String(part('day')).padStart(2, '0');
  return `${day} ${MONTHS[part('month') - 1]} ${part('year')}`;
}
