import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GUIDE,
  pickPopularPrograms,
  type Channel,
  type PopularAnswer,
  type PopularBlacklistAnswer,
  type PopularProgram,
} from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { getEpgChannels } from '#app/lib/epg-channels.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

export interface PopularPick {
  channel: Channel;
  program: PopularProgram;
}

/**
 * The popular TV page's programmes (marketing spec §2.3, §9): the channel service's popular
 * programmes of every live channel not on its blacklist, 7 picked at random.
 */
export async function getPopularPicks(
  random: () => number,
  signal?: AbortSignal,
): Promise<PopularPick[]> {
  const [{ channels }, { channel_ids: blacklisted }] = await Promise.all([
    getEpgChannels(signal),
    apiGet<PopularBlacklistAnswer>('/v2/epg/popular/blacklist', {}, { signal }),
  ]);
  const blacklist = new Set(blacklisted);
  const offered = channels.filter((c) => c.type === 'live' && !blacklist.has(c.channel_id));
  if (offered.length === 0) return [];
  const popular = await apiGet<PopularAnswer>(
    '/v2/epg/popular',
    { channel_ids: offered.map((c) => c.channel_id).join(','), count: GUIDE.popularPrograms },
    { signal, timeout: 'mid' },
  );
  const byEpgId = new Map(offered.map((c) => [c.epg_id, c]));
  const lists = new Map<number, PopularProgram[]>();
  for (const [epgId, programs] of Object.entries(popular.channels)) {
    const channel = byEpgId.get(epgId);
    if (channel) lists.set(channel.channel_id, programs);
  }
  const byId = new Map(offered.map((c) => [c.channel_id, c]));
  return pickPopularPrograms(lists, blacklist, random).map(({ channelId, program }) => ({
    channel: byId.get(channelId)!,
    program,
  }));
}

export const popularPicksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.epg.popularPicks,
    queryFn: ({ signal }) => getPopularPicks(Math.random, signal),
    staleTime: 5 * 60 * 1000,
  });

export function usePopularPicks() {
  return useQuery(popularPicksQueryOptions());
}
