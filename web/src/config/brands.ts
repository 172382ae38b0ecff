/**
 * The brands (account spec §1): branding depends on the host. A brand is configuration only —
 * the hosts it serves, its theme (CSS custom properties set on the root element, overriding
 * app/styles/theme.css), its logo (a file under web/public, never a remote image), its links and
 * which navigation it shows. Its texts are web/public/i18n/<brand>/en.json, which holds only what
 * differs from the default brand's file.
 */
export const BRAND_IDS = ['default', 'main', 'vendor'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export interface BrandConfig {
  id: BrandId;
  /** Request hosts (lower case, no port) that pick this brand. */
  hosts: readonly string[];
  /** CSS custom properties applied at the root; each text colour keeps 4.5:1 on its surface. */
  theme: Readonly<Record<`--${string}`, string>>;
  /** Path of the logo under web/public. */
  logo: string;
  links: { help: string; contactUs: string };
  /** account spec §1: one vendor brand hides the top navigation on the default sign-in route. */
  topNavOnDefaultSignIn: boolean;
}

export const BRANDS: Readonly<Record<BrandId, BrandConfig>> = {
  default: {
    id: 'default',
    hosts: [],
    theme: {},
    logo: '/brands/default/logo.svg',
    links: { help: '/faqs', contactUs: '/contact-us' },
    topNavOnDefaultSignIn: true,
  },
  main: {
    id: 'main',
    hosts: ['hometv.example', 'www.hometv.example'],
    theme: {},
    logo: '/brands/main/logo.svg',
    links: { help: '/faqs', contactUs: '/contact-us' },
    topNavOnDefaultSignIn: true,
  },
  vendor: {
    id: 'vendor',
    hosts: ['tv.vendor.example', 'www.tv.vendor.example'],
    // #0b1a17 on accent #3ddc97 11.0:1; text #eef7f4 on surface #12302a 12.9:1
    theme: {
      '--colour-accent': '#3ddc97',
      '--colour-on-accent': '#0b1a17',
      '--colour-focus': '#8ff0c6',
      '--colour-surface': '#12302a',
      '--colour-link': '#7fe3bd',
    },
    logo: '/brands/vendor/logo.svg',
    links: { help: '/faqs', contactUs: '/contact-us' },
    topNavOnDefaultSignIn: false,
  },
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/** The brand serving a request host; any host no brand names gets the default brand. */
export function brandForHost(host: string): BrandId {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const found = BRAND_IDS.find((id) => BRANDS[id].hosts.includes(name));
  return found ?? 'default';
}
