/**
 * Branding depends on the host (account spec §1): a default brand and a main brand, each with its
 * own translation files under /i18n/<brand>/. Only the default brand exists so far; the host is
 * already passed in so that picking the brand from it is a change to this file alone.
 */
export const BRANDS = ['default'] as const;
export type Brand = (typeof BRANDS)[number];

export function resolveBrand(_host: string = window.location.hostname): Brand {
  return 'default';
}
