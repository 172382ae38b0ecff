/** Route flags of account spec §2 that the layout reads from a route's `handle`. */
export interface RouteHandle {
  /** The credits bar stays hidden on this route. */
  hideCreditsBar?: boolean;
  /** The default sign-in route, where a brand may hide the top navigation (account spec §1). */
  defaultSignIn?: boolean;
  /**
   * The route's loader only starts queries, so a link's hover may run it early (route-intent.ts).
   * Loaders that guard (mustLogIn) or spend something (a hand-over code) never carry it.
   */
  prefetchData?: boolean;
  /**
   * The code the route's loader imports to start its calls, loaded with the page's code when a
   * link to it comes into view (route-intent.ts): a phone's browser holds back loading a script
   * while a finger is on the glass, so a loader that has to fetch its code first would start its
   * calls only after the tap, not on the touch.
   */
  prefetchCode?: () => Promise<unknown>;
}

// The credits bar belongs to account and store pages (account spec §2), not marketing pages.
const ACCOUNT_AND_STORE = /^\/(account|tv|movie|series|season|search|cast)(\/|$)/i;

/** Whether the credits bar shows: an account or store page not flagged hideCreditsBar. */
export function showsCreditsBar(
  pathname: string,
  matches: readonly { handle?: unknown }[],
): boolean {
  if (!ACCOUNT_AND_STORE.test(pathname)) return false;
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hideCreditsBar);
}

/** Whether the header's top navigation shows: a brand may hide it on the default sign-in route. */
export function showsTopNav(
  topNavOnDefaultSignIn: boolean,
  matches: readonly { handle?: unknown }[],
): boolean {
  if (topNavOnDefaultSignIn) return true;
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.defaultSignIn);
}
