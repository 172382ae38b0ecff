import type { Channel, ChannelsByPlansAnswer } from '@app/domain';

/** The mobile app's link scheme for playing a channel (marketing spec §2.3). */
export function mobilePlayLink(epgId: string): string {
  return `tvapp://play/channel/${encodeURIComponent(epgId)}`;
}

/** The plan whose channels the mobile app carries. */
export const MOBILE_PLAN_NAME = 'Mobile Ultimate';

/** The plans whose channels /support/mobile-playback lists. */
export const MOBILE_PLAYBACK_PLANS = [MOBILE_PLAN_NAME];

/** The mobile app's live channels, from the answer for MOBILE_PLAYBACK_PLANS. */
export function mobileLiveChannels(answer: ChannelsByPlansAnswer | undefined): Channel[] {
  return (answer?.plans[MOBILE_PLAN_NAME] ?? []).filter((c) => c.type === 'live');
}
