import { RETAIL_PARTNER_APPS } from '@app/domain';
import { paths } from './paths.ts';

/**
 * The partners a sign-in may lead to (account spec §2: /account/signin/go-to-partner/{partner}),
 * each with where the customer goes once signed in. Only these: a partner named in a link is
 * looked up here, never shown or followed as it was typed (docs/decisions/0023).
 */
export interface SignInPartner {
  /** As it appears in the link, compared without regard to case. */
  id: string;
  name: string;
  /** A path of this site the customer lands on after signing in. */
  destination: string;
}

export const SIGN_IN_PARTNERS: readonly SignInPartner[] = [
  // The retail site takes a signed-in customer in as its implicit logon does (account spec §2).
  {
    id: 'retail',
    name: 'Retail',
    destination: paths.retailImplicitLogon.getHref({ target: 'settings' }),
  },
  // Internet providers that resell our packs: their customers go on to manage them.
  { id: 'wattle', name: 'Wattle Broadband', destination: paths.packageManagement.getHref() },
  {
    id: 'southern-skies',
    name: 'Southern Skies Internet',
    destination: paths.packageManagement.getHref(),
  },
  // Streaming apps: the app's page says how to watch it through the box.
  ...RETAIL_PARTNER_APPS.map((app) => ({
    id: app.id,
    name: app.name,
    destination: paths.streamingApp.getHref(app.id),
  })),
];

/** The configured partner a link names, or null for one we do not know. */
export function signInPartnerOf(name: string | null | undefined): SignInPartner | null {
  const id = (name ?? '').trim().toLowerCase();
  return SIGN_IN_PARTNERS.find((partner) => partner.id === id) ?? null;
}
