/**
 * The features grid of /features-and-packages: each feature's page, named and summed up in a
 * line from the facts of its own page (marketing spec §2.1). `icon` names a glyph of
 * features/marketing/components/feature-icon.tsx.
 */
export type FeatureIconName =
  | 'live'
  | 'movies'
  | 'setup'
  | 'voice'
  | 'search'
  | 'mobile'
  | 'catch-up'
  | 'pause'
  | 'channels'
  | 'apps'
  | 'rooms'
  | 'games'
  | 'record'
  | 'guide'
  | 'box';

export interface FeatureSummary {
  title: string;
  summary: string;
  href: string;
  icon: FeatureIconName;
}

export const featureSummaries: readonly FeatureSummary[] = [
  {
    title: 'Live TV',
    summary: 'Every free-to-air channel in your area, with a guide seven days ahead.',
    href: '/tv',
    icon: 'live',
  },
  {
    title: 'Movies',
    summary: 'Rent or buy from more than 10,500 movies, with no subscription.',
    href: '/movies',
    icon: 'movies',
  },
  {
    title: 'Voice remote',
    summary: 'Hold the mic button and say a title, an actor or a channel.',
    href: '/voice-remote',
    icon: 'voice',
  },
  {
    title: 'Universal search',
    summary: 'One search across live TV, recordings, the store and your apps.',
    href: '/universal-search',
    icon: 'search',
  },
  {
    title: 'Watch on mobile',
    summary: 'Live channels and your rentals on up to 3 phones or tablets.',
    href: '/features-and-packages/mobile',
    icon: 'mobile',
  },
  {
    title: 'Timeshifting',
    summary: 'Pause, rewind and skip ahead on live TV.',
    href: '/features-and-packages/timeshifting',
    icon: 'pause',
  },
  {
    title: 'Catch-up TV',
    summary: 'The past week of shows from the broadcasters’ catch-up apps.',
    href: '/features-and-packages/catch-up-tv',
    icon: 'catch-up',
  },
  {
    title: 'Included channels',
    summary: 'Free-to-air and free streamed channels from 400, at no extra cost.',
    href: '/features-and-packages/included-channels',
    icon: 'channels',
  },
  {
    title: 'Streaming apps',
    summary: 'Your streaming apps on the same home screen as live TV.',
    href: '/features-and-packages/streaming-apps-landing',
    icon: 'apps',
  },
  {
    title: 'Multiroom',
    summary: 'Up to 3 boxes on one account, sharing packs and recordings.',
    href: '/products/multiroom',
    icon: 'rooms',
  },
  {
    title: 'Simple setup',
    summary: 'Connect the box and follow the steps on screen: no technician.',
    href: '/features/simplesetup',
    icon: 'setup',
  },
  {
    title: 'Games',
    summary: 'Thirty games to play with the remote, and a new one every month.',
    href: '/games',
    icon: 'games',
  },
];
