import { useQuery } from '@tanstack/react-query';
import { epgChannelsQueryOptions } from '#app/lib/epg-channels.ts';

export function useEpgChannels() {
  return useQuery(epgChannelsQueryOptions());
}
