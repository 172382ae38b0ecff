import { BRAND_VERSION } from '@app/domain';
import type { PageMeta } from './types.ts';

/** A release note (marketing spec §3): title, date as dd/mm/yy, link. */
export interface ReleaseNote {
  title: string;
  date: string;
  href: string;
}

export const releaseNotesMeta: PageMeta = {
  title: 'Release notes',
  description: 'What changed on the box, the apps and the website, release by release.',
  keywords: ['release notes', 'updates', 'software'],
};

const changes = [
  'Faster start-up',
  'Guide scrolls more smoothly',
  'Voice search understands more titles',
  'New streaming apps',
  'Recording fixes',
  'Closed captions improvements',
  'Multiroom discovery fixes',
  'Store loads quicker',
  'Bluetooth audio support',
];

const RELEASE_NOTE_COUNT = 26;
/** The newest release's date; releases before it came a fortnight apart. */
const NEWEST_RELEASE = Date.UTC(2025, 10, 18);
const FORTNIGHT_MS = 14 * 24 * 60 * 60 * 1000;

/** Versions newest first from the one in the footer: 5.19.0, 5.18.1, 5.18.0, 5.17.1, … */
function versionsFrom(newest: string, count: number): string[] {
  const [major, minor, patch] = newest.split('.').map(Number) as [number, number, number];
  const out: string[] = [];
  let m = minor;
  let p = Math.min(patch, 1);
  while (out.length < count) {
    out.push(`${major}.${m}.${p}`);
    if (p === 0) {
      m -= 1;
      p = 1;
    } else {
      p = 0;
    }
  }
  return out;
}

/** dd/mm/yy, the spec's release-note date (marketing spec §3). */
function ddmmyy(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCFullYear() % 100)}`;
}

/**
 * 26 entries, newest first (marketing spec §2.3), each a fortnight before the next; the newest is
 * the app's own version (BRAND_VERSION), so the notes never fall behind the app (issue 23).
 */
export const releaseNotes: readonly ReleaseNote[] = versionsFrom(
  BRAND_VERSION,
  RELEASE_NOTE_COUNT,
).map((version, i) => ({
  title: `Version ${version}: ${changes[i % changes.length]}`,
  date: ddmmyy(NEWEST_RELEASE - i * FORTNIGHT_MS),
  href: '/faqs',
}));
