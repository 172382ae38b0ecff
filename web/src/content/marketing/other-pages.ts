import type { PageMeta, Slide } from './types.ts';

export const tvMeta: PageMeta = {
  title: 'TV',
  description:
    'Free-to-air and premium channels, a 7-day guide, recording and a store of over 450 shows.',
  keywords: ['TV', 'channels', 'TV shows', 'guide'],
};

export const moviesMeta: PageMeta = {
  title: 'Movies',
  description:
    'Over 10,500 movies to rent or buy, with new releases in HD from $6.99 and Movie Box for $1.99 a month.',
  keywords: ['movies', 'rent movies', 'buy movies', 'Movie Box'],
};

export const welcomeMeta: PageMeta = {
  title: 'Welcome',
  description: 'Welcome aboard: start your free trial of premium channels and get a free movie.',
  keywords: ['welcome', 'new customer', 'offer'],
};

export const researchMeta: PageMeta = {
  title: 'Research',
  description: 'Help shape what we build next by taking part in our customer research.',
  keywords: ['research', 'feedback'],
};

/** /activate's keywords; its title and description are its heading and intro (en.json). */
export const activateKeywords: PageMeta['keywords'] = ['activate', 'new box', 'activation code'];

export const whatsHotMeta: PageMeta = {
  title: 'What’s hot',
  description: 'The most popular movies and shows in the store this week.',
  keywords: ['popular', 'trending', 'new releases'],
};

/** /whats-hot/{option?}: the options, each a store to show the most popular titles of. */
export const whatsHotOptions: readonly { option: string; label: string; menu: string }[] = [
  { option: 'movies', label: 'Movies', menu: 'Movie Store' },
  { option: 'tv', label: 'TV shows', menu: 'TV Store' },
];

/** Facts of the /tv page. */
export const tvSlides: readonly Slide[] = [
  {
    title: 'A 7-day guide',
    text: 'See a week ahead and 24 hours back, and set recordings from anywhere in the guide.',
    link: { text: 'See the features', href: '/features-and-packages' },
  },
  {
    title: 'Record 6 channels at once',
    text: 'The Mighty box records up to 6 channels at once and holds up to 585 hours.',
    link: { text: 'Compare the boxes', href: '/products/compare' },
  },
  {
    title: 'Over 450 shows to buy',
    text: 'Buy an episode from $2.99 in SD or $3.49 in HD, or a whole season.',
    link: { text: 'Browse the TV store', href: '/tv/store' },
  },
];
