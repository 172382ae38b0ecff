import { readStored, writeStored } from '#app/lib/local-storage.ts';

/**
 * Cookie consent, given on the cookie banner and kept in local storage (account spec §9). Usage
 * events are recorded and sent only once it is given (issue 23).
 */
export const COOKIE_CONSENT_KEY = 'marketing.cookiesAccepted';
const CONSENT_EVENT = 'cookie-consent';

export function hasCookieConsent(): boolean {
  return readStored(COOKIE_CONSENT_KEY) === 'true';
}

/** Records consent and tells this page's listeners (other tabs see the storage change). */
export function giveCookieConsent(): void {
  // A write storage refuses is not remembered: the banner comes back next time.
  writeStored(COOKIE_CONSENT_KEY, 'true');
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

export function onCookieConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
