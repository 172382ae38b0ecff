import {
  HOUR_MS,
  blockCodeOf,
  blockCodesFor,
  channelsOfRegion,
  clampScrollTime,
  defaultRegion,
  findRegion,
  guideDays,
  guideHalfHourOf,
  guideWindowHours,
  programChannelIds,
  type Channel,
} from '@app/domain';
import { serverNow } from '#app/api/client.ts';
import { channelsByPlansQueryOptions } from '#app/features/guide/api/get-channels-by-plans.ts';
import { currentProgramsQueryOptions } from '#app/features/guide/api/get-current-programs.ts';
import { guideBlockQueryOptions } from '#app/features/guide/api/get-guide-block.ts';
import { popularPicksQueryOptions } from '#app/features/guide/api/get-popular-programs.ts';
import { MOBILE_PLAYBACK_PLANS, mobileLiveChannels } from '#app/features/guide/mobile-app.ts';
import { onNowChannels } from '#app/features/guide/on-now-channels.ts';
import { epgChannelsQueryOptions } from '#app/lib/epg-channels.ts';
import type { PageDataArgs } from './page-data.ts';

/**
 * The guide's data (/tv/guide/{state?}/{regionName?}): the line-up, then the blocks of the window
 * the page opens on, now, for the region the address names (else the default one) and the width
 * the page is drawn for. "Now" is read once the line-up's answer is in, which sets the server's
 * time, as the page reads it when drawn.
 */
export async function guideData({ queryClient, params, screenWidthPx }: PageDataArgs) {
  const answer = await queryClient.ensureQueryData(epgChannelsQueryOptions());
  const regions = answer.region_details;
  const region = findRegion(regions, params.state, params.regionName) ?? defaultRegion(regions);
  if (!region) return;
  const channels = channelsOfRegion(answer.channels, region.id);
  if (channels.length === 0) return;
  const windowMs = guideWindowHours(screenWidthPx) * HOUR_MS;
  const now = serverNow();
  const start = clampScrollTime(guideHalfHourOf(now), guideDays(now)[0]!, windowMs);
  const { liveIds, virtualIds } = programChannelIds(channels);
  await Promise.all(
    blockCodesFor(start, start + windowMs).map((block) =>
      queryClient.prefetchQuery(guideBlockQueryOptions({ block, liveIds, virtualIds })),
    ),
  );
}

/** The home page's "On TV now": the line-up, then the default region's current block. */
export async function onNowData({ queryClient }: Pick<PageDataArgs, 'queryClient'>) {
  const channels = onNowChannels(await queryClient.ensureQueryData(epgChannelsQueryOptions()));
  if (channels.length === 0) return;
  const { liveIds, virtualIds } = programChannelIds(channels);
  await queryClient.prefetchQuery(
    guideBlockQueryOptions({ block: blockCodeOf(serverNow()), liveIds, virtualIds }),
  );
}

/** /tv/popular: the popular programmes. */
export const popularTvData = ({ queryClient }: PageDataArgs) =>
  queryClient.prefetchQuery(popularPicksQueryOptions());

/** /support/mobile-playback: the mobile app's channels, then what is on them now. */
export async function mobilePlaybackData({ queryClient }: PageDataArgs) {
  const channels: Channel[] = mobileLiveChannels(
    await queryClient.ensureQueryData(channelsByPlansQueryOptions(MOBILE_PLAYBACK_PLANS)),
  );
  if (channels.length === 0) return;
  await queryClient.prefetchQuery(
    currentProgramsQueryOptions(
      channels.map((c) => c.channel_id),
      serverNow(),
    ),
  );
}
