/**
 * A phone's or tablet's browser: only these can hand playback to the mobile app (account spec
 * §2, §8; marketing spec §2.3, §8). `maxTouchPoints` (navigator.maxTouchPoints) is needed because
 * iPadOS asks for desktop pages with a Mac user agent; only its touch screen gives it away.
 */
export function isMobileBrowser(userAgent: string, maxTouchPoints = 0): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) {
    return true;
  }
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
