import { GUIDE } from './constants.ts';

/**
 * Popular programmes: `count` picked at random from channels not on the blacklist (marketing
 * spec §9). Channels are taken in random order, each giving its most popular programme first;
 * a second round starts only when there are fewer channels than programmes wanted. Each
 * channel's list comes most popular first. `random` returns [0, 1).
 */
export function pickPopularPrograms<P>(
  programsByChannel: ReadonlyMap<number, readonly P[]>,
  blacklist: ReadonlySet<number>,
  random: () => number,
  count: number = GUIDE.popularPrograms,
): { channelId: number; program: P }[] {
  const channels = [...programsByChannel.keys()].filter(
    (id) => !blacklist.has(id) && (programsByChannel.get(id)?.length ?? 0) > 0,
  );
  for (let i = channels.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [channels[i], channels[j]] = [channels[j]!, channels[i]!];
  }
  const picked: { channelId: number; program: P }[] = [];
  for (let round = 0; picked.length < count; round++) {
    let any = false;
    for (const channelId of channels) {
      const program = programsByChannel.get(channelId)![round];
      if (program === undefined) continue;
      any = true;
      picked.push({ channelId, program });
      if (picked.length === count) break;
    }
    if (!any) break;
  }
  return picked;
}
