import { channelsOfRegion, defaultRegion, type Channel, type EpgChannelsAnswer } from '@app/domain';

/** Channels the home page's "On TV now" shows: a desktop row and a half. */
export const ON_NOW_CHANNELS = 12;

/**
 * The channels "On TV now" shows: the first of the guide's default region's line-up. An answer
 * without regions or channels gives none, as the guide page reads it.
 */
export function onNowChannels(answer: EpgChannelsAnswer | undefined): Channel[] {
  const regions = answer?.region_details;
  const region = regions ? defaultRegion(regions) : undefined;
  if (!region || !answer?.channels) return [];
  return channelsOfRegion(answer.channels, region.id).slice(0, ON_NOW_CHANNELS);
}
