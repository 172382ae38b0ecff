import type { FeatureIconName } from './features-overview.ts';
import type { PageMeta, Slide } from './types.ts';

export const homeMeta: PageMeta = {
  title: 'Live TV, movies and apps in one box',
  description:
    'Free-to-air TV, premium channel packs, the latest movies to rent or buy and your streaming apps together on one box, with no lock-in contract.',
  keywords: ['set-top box', 'live TV', 'movie rental', 'channel packs', 'streaming apps'],
};

/** The home page's hero carousel (marketing spec §2.1, §4). */
export const heroSlides: readonly Slide[] = [
  {
    title: 'Your first month of Ultimate, on us',
    text: 'New direct customers get the Ultimate pack free for a month: every channel of all four premium packs, then $24.99 a month. Cancel any time.',
    link: { text: 'See the Ultimate pack', href: '/packages/premium-channels/ultimate' },
  },
  {
    title: 'Over 10,500 movies, no subscription needed',
    text: 'Rent a new release in HD from $6.99 or keep it for good. Rentals last 7 days, with 48 hours to finish once you press play.',
    link: { text: 'Explore movies', href: '/movies' },
  },
  {
    title: 'Just say what you want to watch',
    text: 'Hold the mic button and ask for a show, an actor or a channel. The voice remote listens for up to 15 seconds.',
    link: { text: 'Meet the voice remote', href: '/voice-remote' },
  },
  {
    title: 'Every app you stream, on one home screen',
    text: 'Your favourite streaming apps sit beside live TV, sorted by what you watched most in the last 28 days.',
    link: { text: 'See the streaming apps', href: '/features-and-packages/streaming-apps-landing' },
  },
];

export const homeHighlights: readonly {
  title: string;
  text: string;
  href: string;
  icon: FeatureIconName;
}[] = [
  {
    title: 'Record six channels at once',
    text: 'Four tuners and a 1 terabyte drive in the Mighty box hold up to 585 hours of SD recordings.',
    href: '/specs',
    icon: 'record',
  },
  {
    title: 'Packs from $6 a month',
    text: 'Add Kids, Knowledge, Vibe or Variety for $6 a month each, with a one-month minimum.',
    href: '/features-and-packages',
    icon: 'channels',
  },
  {
    title: 'Watch on the go',
    text: 'Take live channels and your rentals with you on up to 3 phones or tablets.',
    href: '/features-and-packages/mobile',
    icon: 'mobile',
  },
];
