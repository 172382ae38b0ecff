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

/** 26 entries, newest first (marketing spec §2.3). */
export const releaseNotes: readonly ReleaseNote[] = Array.from({ length: 26 }, (_, i) => {
  const month = 12 - (i % 12);
  const year = 25 - Math.floor(i / 12);
  const version = `5.${19 - Math.floor(i / 2)}.${i % 2}`;
  return {
    title: `Version ${version}: ${changes[i % changes.length]}`,
    date: `${String(10 + (i % 18)).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
    href: '/faqs',
  };
});
