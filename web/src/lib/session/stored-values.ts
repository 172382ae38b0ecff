import { readStored as read, writeStored as write } from '#app/lib/local-storage.ts';

// What the session keeps in local storage (account spec §9: UI flags live there).
const REMEMBERED_CODE_KEY = 'signIn.activationCode';
const SIGNED_IN_KEY = 'session.signedIn';

/** The activation code, kept only while remember-me is on (account spec §5). */
export function rememberedActivationCode(): string | null {
  return read(REMEMBERED_CODE_KEY);
}

export function rememberActivationCode(code: string, remember: boolean): void {
  write(REMEMBERED_CODE_KEY, remember ? code : null);
}

/**
 * An invalid auth cookie or sign-in link clears the credentials this browser keeps (account spec
 * §8): the remembered activation code is not offered again.
 */
export function forgetStoredCredentials(): void {
  write(REMEMBERED_CODE_KEY, null);
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
