/** The mobile app's link scheme: titles play only in the app (account spec §1, §4). */
export const APP_LINK_SCHEME = 'tvstore';

/** A phone's or tablet's browser, where Play opens the app rather than the alert (account spec §8). */
export function isMobileBrowser(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

export function appLinkOf(titleId: number): string {
  return `${APP_LINK_SCHEME}://title/${titleId}`;
}
