/** Browsers of phones and tablets: only they can hand playback to the mobile app (§2.3, §8). */
export function isMobileBrowser(userAgent: string, maxTouchPoints = 0): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) {
    return true;
  }
  // iPadOS asks for desktop pages with a Mac user agent; only its touch screen gives it away.
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** The mobile app's link scheme for playing a channel (marketing spec §2.3). */
export function mobilePlayLink(epgId: string): string {
  return `tvapp://play/channel/${encodeURIComponent(epgId)}`;
}

/** The plan whose channels the mobile app carries. */
export const MOBILE_PLAN_NAME = 'Mobile Ultimate';
