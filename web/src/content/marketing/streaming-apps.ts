import type { ContentPage, PageMeta } from './types.ts';

/** A tile of the streaming apps carousel (marketing spec §3 Streaming tile). */
export interface StreamingTile {
  name: string;
  /** The app's page under /features/streaming-apps/, where it has one. */
  slug: string | null;
  /** The OK modal's template: what the tile says when opened. */
  body: readonly string[];
}

export const streamingAppsMeta: PageMeta = {
  title: 'Streaming Apps',
  description:
    'Your streaming apps on the same home screen as live TV, ordered by what you watch most.',
  keywords: ['streaming apps', 'Netflix', 'Disney+', 'Prime Video'],
};

/** The 11 tiles of the streaming apps page, in order (marketing spec §2.3). */
export const streamingTiles: readonly StreamingTile[] = [
  {
    name: 'Netflix',
    slug: 'netflix',
    body: ['Sign in with your own membership, or add it to your bill with us.'],
  },
  {
    name: 'Disney+',
    slug: 'disney-plus',
    body: ['Add Disney+ through us and it is charged with your other packs.'],
  },
  { name: 'Apple TV+', slug: null, body: ['Sign in with your Apple account to start watching.'] },
  {
    name: 'Prime Video',
    slug: 'prime-video',
    body: ['New members can try Prime Video free for 30 days.'],
  },
  {
    name: 'Paramount+',
    slug: 'paramount',
    body: ['Start with a 7-day free trial, then it is billed monthly.'],
  },
  { name: 'YouTube', slug: 'youtube', body: ['Free to watch; sign in to see your subscriptions.'] },
  { name: 'Stan', slug: 'stan', body: ['Link your Stan account with a 6-character code.'] },
  {
    name: 'BritBox',
    slug: 'britbox',
    body: ['Link your BritBox account with a 6-character code.'],
  },
  { name: 'hayu', slug: 'hayu', body: ['Reality TV the day it airs in the US.'] },
  { name: 'DAZN', slug: 'dazn', body: ['Live boxing, football and more from around the world.'] },
  {
    name: 'Add Apps',
    slug: 'add-apps',
    body: ['Find more apps in the app store on your box and add them to your home screen.'],
  },
];

const appPage = (name: string, intro: string, detail: string): ContentPage => ({
  meta: {
    title: `${name} on your box`,
    description: intro,
    keywords: [name, 'streaming app'],
  },
  heading: `${name} on your box`,
  intro,
  sections: [{ heading: 'How it works', paragraphs: [detail] }],
});

/** /features/streaming-apps/{subPathName} (§2.1). */
export const streamingAppPages: Record<string, ContentPage> = {
  netflix: appPage(
    'Netflix',
    'Watch Netflix beside live TV, and pay for it on your bill with us if you like.',
    'Billed through us, a failed payment is tried again after 7 days; a second failure cancels the membership.',
  ),
  'disney-plus': appPage(
    'Disney+',
    'Disney+ on your box, billed with your packs.',
    'Upgrades start at once with a new billing cycle; downgrades start at your next billing date. Subscribing through us pauses a Disney+ subscription you pay for directly.',
  ),
  'prime-video': appPage(
    'Prime Video',
    'Prime Video on your box, with a 30-day trial for new members.',
    'Sign in with your Amazon account on the box, or start a trial from the app.',
  ),
  paramount: appPage(
    'Paramount+',
    'Paramount+ with a 7-day free trial.',
    'After the trial it is billed monthly. Cancelling during the trial ends access at once, and there is no second trial.',
  ),
  youtube: appPage(
    'YouTube',
    'YouTube on the big screen.',
    'Sign in to see your subscriptions and playlists, or watch without an account.',
  ),
  stan: appPage(
    'Stan',
    'Stan on your box.',
    'Open the app and link your Stan account with the 6-character code it shows.',
  ),
  britbox: appPage(
    'BritBox',
    'British drama and comedy on your box.',
    'Open the app and link your BritBox account with the 6-character code it shows.',
  ),
  hayu: appPage(
    'hayu',
    'Reality TV on your box.',
    'Sign in with your hayu account, or start a subscription in the app.',
  ),
  dazn: appPage(
    'DAZN',
    'Live sport from around the world.',
    'Sign in with your DAZN account to watch live events and replays.',
  ),
  'add-apps': appPage(
    'More apps',
    'Add the apps you use to your home screen.',
    'The home screen lists apps by how much you used them in the last 28 days.',
  ),
};
