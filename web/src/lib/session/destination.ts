import { isRetailProvider, type Account } from '@app/domain';
import { paths } from '#app/config/paths.ts';

/**
 * Where a page sign-in ends (account spec §4): retail customers on the retail site's settings,
 * everyone else back where a mustLogIn page sent them from, or My Stuff.
 */
export function destinationAfterSignIn(account: Account, returnUrl: string | null): string {
  if (isRetailProvider(account.isp.name)) return paths.retailSettings.getHref();
  return safeReturnUrl(returnUrl) ?? paths.myStuff.getHref();
}

/**
 * A return URL only ever leads within this site: a path, never another origin ("//evil.example",
 * "https://…", "/\\evil.example") and never back into the sign-in pages.
 */
export function safeReturnUrl(returnUrl: string | null | undefined): string | null {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//')) return null;
  if (returnUrl.includes('\\')) return null;
  const url = new URL(returnUrl, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return null;
  if (url.pathname.toLowerCase().startsWith('/account/signin')) return null;
  return url.pathname + url.search + url.hash;
}
