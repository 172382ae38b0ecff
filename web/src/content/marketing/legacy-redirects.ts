/**
 * Old addresses and the other readings of marketing spec §2.1 that lead to a page of today
 * (§2 "legacy paths redirect").
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/features': '/features-and-packages',
  '/packages': '/features-and-packages',
  '/mobile': '/features-and-packages/mobile',
  '/features/mobile': '/features-and-packages/mobile',
  '/catch-up-tv': '/features-and-packages/catch-up-tv',
  '/timeshifting': '/features-and-packages/timeshifting',
  '/included-channels': '/features-and-packages/included-channels',
  '/streaming-apps-landing': '/features-and-packages/streaming-apps-landing',
  '/streaming-apps': '/features-and-packages/streaming-apps-landing',
  '/disneyplus': '/features/streaming-apps/disney-plus',
  '/prime-video': '/features/streaming-apps/prime-video',
  '/ios': '/opensource/ios',
  '/android': '/opensource/android',
  '/warranty': '/warranty/mighty',
  '/ultimate': '/packages/premium-channels/ultimate',
};
