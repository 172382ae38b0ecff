/**
 * The kind of screen a page request comes from, as the server can tell before any script runs:
 * the page is rendered for it, so what depends on the screen's width (the guide's window,
 * marketing spec §9) is already right in the HTML and nothing moves when the page hydrates.
 */
export type ScreenClass = 'phone' | 'tablet' | 'desktop';

/** The width a page is rendered for, per screen class: a common screen of each kind. */
export const SCREEN_CLASS_WIDTH_PX: Readonly<Record<ScreenClass, number>> = {
  phone: 390,
  tablet: 1024,
  desktop: 1440,
};

/**
 * The screen class of a request, from the `Sec-CH-UA-Mobile` client hint (Chromium browsers send
 * it with every request) or else the user agent. iPadOS, which asks for desktop pages with a Mac
 * user agent, is taken for a desktop here: its screen is then told apart in the browser.
 */
export function screenClassOf(request: {
  mobileHint?: string | undefined;
  userAgent?: string | undefined;
}): ScreenClass {
  const userAgent = request.userAgent ?? '';
  if (request.mobileHint === '?1') return 'phone';
  const tablet = /iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent);
  if (request.mobileHint === '?0') return tablet ? 'tablet' : 'desktop';
  if (tablet) return 'tablet';
  if (/iPhone|iPod|Mobile|IEMobile|Opera Mini|BlackBerry|webOS/i.test(userAgent)) return 'phone';
  return 'desktop';
}
