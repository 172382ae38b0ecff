import { bundleSlugOf, partnerAccountUrlOf } from './bundle-settings.ts';

/**
 * The streaming-bundle pages (account spec §2: /{bundle}, /{bundle}-hold, /{bundle}-account). The
 * partner's name is not ours to show, so the path is a setting of the web build, read when Vite
 * builds the app (docs/decisions/0008-my-packages-and-bundle-pages.md):
 *
 *   VITE_BUNDLE_SLUG                 the path name, default 'streamplus'
 *   VITE_BUNDLE_PARTNER_ACCOUNT_URL  where "manage your account" leads, default a placeholder
 */
export const BUNDLE_SLUG = bundleSlugOf(import.meta.env.VITE_BUNDLE_SLUG);
export const BUNDLE_PARTNER_ACCOUNT_URL = partnerAccountUrlOf(
  import.meta.env.VITE_BUNDLE_PARTNER_ACCOUNT_URL,
);
