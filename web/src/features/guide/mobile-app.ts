/** The mobile app's link scheme for playing a channel (marketing spec §2.3). */
export function mobilePlayLink(epgId: string): string {
  return `tvapp://play/channel/${encodeURIComponent(epgId)}`;
}

/** The plan whose channels the mobile app carries. */
export const MOBILE_PLAN_NAME = 'Mobile Ultimate';
