import type { PageMeta } from './types.ts';

export interface PressRelease {
  slug: string;
  date: string;
  title: string;
  summary: string;
  body: readonly string[];
}

export const pressMeta: PageMeta = {
  title: 'Press releases',
  description: 'News about the service, new channels, new boxes and new apps.',
  keywords: ['press releases', 'news', 'media'],
};

// The list is built from a few facts per release so that about 65 articles (marketing spec §2.3)
// stay short and consistent. Newest first.
const topics: readonly [string, string, string][] = [
  [
    'gen-5-arrives',
    'The Gen 5 box arrives',
    'Our newest small box goes on sale at a recommended $149.',
  ],
  [
    'crunchyroll-launch',
    'Crunchyroll joins the line-up',
    'Anime fans can add Crunchyroll on the Gen 5 box from 27 August 2025.',
  ],
  [
    'ultimate-free-month',
    'A free month of Ultimate for new customers',
    'New direct customers get the Ultimate pack free for their first month.',
  ],
  [
    'movie-box-30',
    'Movie Box grows to 30 movies',
    'Movie Box now holds a rotating set of 30 movies for $1.99 a month.',
  ],
  [
    'voice-remote',
    'A remote that listens',
    'The voice remote finds titles, people and channels in up to 15 seconds of speech.',
  ],
  [
    'mini-4k',
    'Mini 4K brings 4K to the small box',
    'The Mini 4K plays 4K movies and apps for a recommended $199.',
  ],
  [
    'kids-pack-refresh',
    'Fresh channels in the Kids pack',
    'Three new channels for pre-schoolers join the Kids pack.',
  ],
  [
    'knowledge-pack-refresh',
    'The Knowledge pack goes deeper',
    'Two new documentary channels join the Knowledge pack.',
  ],
  [
    'games-launch',
    'Games on the TV',
    'Thirty free games arrive on the box, with a new one every month.',
  ],
  [
    'multiroom-update',
    'Multiroom gets quicker',
    'Boxes on the same network now find each other within minutes.',
  ],
  [
    'mobile-app-update',
    'A new look for the mobile app',
    'The app brings live channels and rentals to up to three devices.',
  ],
  [
    'paramount-trial',
    'Paramount+ with a 7-day trial',
    'Customers can try Paramount+ free for a week.',
  ],
  [
    'prime-video-trial',
    'Prime Video on every box',
    'Prime Video arrives with a 30-day trial for new members.',
  ],
];
const years = ['2025', '2024', '2023', '2022', '2021'];

export const pressReleases: readonly PressRelease[] = years.flatMap((year, y) =>
  topics.map(([slug, title, summary], i) => ({
    slug: `${year}-${slug}`,
    date: `${String(28 - i * 2).padStart(2, '0')}/${String(12 - (i % 12)).padStart(2, '0')}/${year}`,
    title: y === 0 ? title : `${title} (${year})`,
    summary,
    body: [
      summary,
      `This release was issued in ${year}. Prices and features may have changed since; the features and packages pages have the current details.`,
    ],
  })),
);
