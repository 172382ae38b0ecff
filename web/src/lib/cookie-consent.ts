/**
 * Cookie consent, given on the cookie banner and kept in local storage (account spec §9). Usage
 * events are recorded and sent only once it is given (issue 23).
 */
export const COOKIE_CONSENT_KEY = 'marketing.cookiesAccepted';
const CONSENT_EVENT = 'cookie-consent';

export function hasCookieConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Records consent and tells this page's listeners (other tabs see the storage change). */
export function giveCookieConsent(): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
  } catch {
    // not remembered: the banner comes back next time
  }
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

export function onCookieConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
