import { useQuery } from '@tanstack/react-query';
import type { EpgChannelsAnswer } from '@app/domain';
import { epgChannelsQueryOptions } from '#app/lib/epg-channels.ts';

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
 * The closed-captions pages' logos (§2.3 "35 channels with logos"), from the guide's own line-up
 * query: the line-up is asked for once a visit, whichever page wants it first.
 */
export function useCaptionedChannelLogos() {
  return useQuery({ ...epgChannelsQueryOptions(), select: captionedChannelLogos });
}
