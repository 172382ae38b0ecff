import { useQuery } from '@tanstack/react-query';
import type { EpgChannelsAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { EPG_CHANNELS_QUERY_KEY } from '#app/lib/query-keys.ts';

/** The logo of each captioned channel, by name in lower case (names are matched in any case). */
function captionedChannelLogos(answer: EpgChannelsAnswer): Map<string, string> {
  const logos = new Map<string, string>();
  for (const channel of answer.channels) {
    const key = channel.name.toLowerCase();
    if (channel.closed_captions && !logos.has(key)) logos.set(key, channel.image);
  }
  return logos;
}

/**
 * The closed-captions pages' logos (§2.3 "35 channels with logos"), read from GET
 * /v4/epg/channels (marketing spec §7) under the guide's own query key: the line-up is asked for
 * once a visit, whichever page wants it first.
 */
export function useCaptionedChannelLogos() {
  return useQuery({
    queryKey: EPG_CHANNELS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<EpgChannelsAnswer>('/v4/epg/channels', {}, { signal }),
    // The line-up changes with a new seed, not within a visit.
    staleTime: 60 * 60 * 1000,
    retry: false,
    select: captionedChannelLogos,
  });
}
