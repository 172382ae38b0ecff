/**
 * The 5 fixed tiles that pad the TV list after its 12 popular titles (marketing spec §9): the
 * ways into live and catch-up TV that stay the same whatever is popular this week.
 */
export interface FixedTvTile {
  title: string;
  href: string;
}

export const tvFixedTiles: readonly FixedTvTile[] = [
  { title: 'Tonight in the TV guide', href: '/tv/guide' },
  { title: 'Popular on TV now', href: '/tv/popular' },
  { title: 'Catch-up TV', href: '/features-and-packages/catch-up-tv' },
  { title: 'Streaming apps on your box', href: '/features-and-packages/streaming-apps-landing' },
  { title: 'Premium channel packs', href: '/packages/premium-channels' },
];
