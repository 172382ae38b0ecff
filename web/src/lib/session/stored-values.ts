/**
 * What the session keeps in local storage (account spec §9: UI flags live there). Storage can be
 * missing or refuse writes (private browsing, quota): then nothing is remembered, nothing breaks.
 */

const REMEMBERED_CODE_KEY = 'signIn.activationCode';
const SIGNED_IN_KEY = 'session.signedIn';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // not remembered
  }
}

/** The activation code, kept only while remember-me is on (account spec §5). */
export function rememberedActivationCode(): string | null {
  return read(REMEMBERED_CODE_KEY);
}

export function rememberActivationCode(code: string, remember: boolean): void {
  write(REMEMBERED_CODE_KEY, remember ? code : null);
}

/**
 * That this browser had a signed-in session. The auth cookie is HttpOnly, so without this mark
 * the app could not tell "signed out by the server" (show the session-expired message) from
 * "never signed in" when the cookie sign-in fails.
 */
export function hadSignedInSession(): boolean {
  return read(SIGNED_IN_KEY) === '1';
}

export function markSignedInSession(signedIn: boolean): void {
  write(SIGNED_IN_KEY, signedIn ? '1' : null);
}
