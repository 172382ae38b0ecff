import {
  BRANDS,
  brandForHost,
  isBrandId,
  type BrandConfig,
  type BrandId,
} from '#app/config/brands.ts';

export type Brand = BrandId;

/** The query parameter and session-storage key of the brand override (for development and tests). */
export const BRAND_OVERRIDE_PARAM = 'brand';
const OVERRIDE_STORAGE_KEY = 'brand.override';

interface BrandSource {
  host: string;
  search: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

/**
 * The brand of this page (account spec §1): the host picks it, unless an override says otherwise.
 * `?brand=<id>` overrides it and is remembered for the tab (session storage), so links inside the
 * app keep it; `?brand=host` forgets the override. An unknown id is ignored.
 */
export function resolveBrand(source: BrandSource = currentSource()): Brand {
  const requested = new URLSearchParams(source.search).get(BRAND_OVERRIDE_PARAM);
  if (isBrandId(requested)) {
    safely(() => source.storage?.setItem(OVERRIDE_STORAGE_KEY, requested));
    return requested;
  }
  if (requested === 'host') safely(() => source.storage?.setItem(OVERRIDE_STORAGE_KEY, ''));
  const remembered = safely(() => source.storage?.getItem(OVERRIDE_STORAGE_KEY));
  if (isBrandId(remembered)) return remembered;
  return brandForHost(source.host);
}

export function brandConfig(brand: Brand): BrandConfig {
  return BRANDS[brand];
}

/** Sets the brand's theme on the root element, over the base theme's custom properties. */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand;
  for (const [property, value] of Object.entries(BRANDS[brand].theme)) {
    root.style.setProperty(property, value);
  }
}

function currentSource(): BrandSource {
  return {
    host: window.location.hostname,
    search: window.location.search,
    storage: safely(() => window.sessionStorage),
  };
}

// Storage can be missing or refuse access (private browsing): then nothing is remembered.
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
