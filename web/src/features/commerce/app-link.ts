/** The mobile app's link scheme: titles play only in the app (account spec §1, §4). */
export const APP_LINK_SCHEME = 'tvstore';

export function appLinkOf(titleId: number): string {
  return `${APP_LINK_SCHEME}://title/${titleId}`;
}
