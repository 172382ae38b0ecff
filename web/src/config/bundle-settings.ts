/**
 * The streaming-bundle settings of the web build, checked by vite.config.ts (a bad value stops
 * the build with its reason) and read by config/bundle.ts. No import.meta.env here: Vite's config
 * runs in Node.
 */
export const DEFAULT_BUNDLE_SLUG = 'streamplus';
export const DEFAULT_BUNDLE_PARTNER_ACCOUNT_URL = 'https://partner.example/account';

/** A slug is one lowercase path segment: letters, digits and inner hyphens. */
export function bundleSlugOf(value: unknown): string {
  if (value === undefined || value === '') return DEFAULT_BUNDLE_SLUG;
  if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) {
    throw new Error(`VITE_BUNDLE_SLUG must be lowercase letters, digits and hyphens: ${value}`);
  }
  return value;
}

/** Only an https address may be the partner's account page. */
export function partnerAccountUrlOf(value: unknown): string {
  if (value === undefined || value === '') return DEFAULT_BUNDLE_PARTNER_ACCOUNT_URL;
  if (typeof value !== 'string' || !value.startsWith('https://') || !URL.canParse(value)) {
    throw new Error(`VITE_BUNDLE_PARTNER_ACCOUNT_URL must be an https address: ${value}`);
  }
  return value;
}
