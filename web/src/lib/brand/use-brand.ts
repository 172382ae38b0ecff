import { createContext, useContext } from 'react';
import { BRANDS, type BrandConfig } from '#app/config/brands.ts';

/** The brand of the page, set once at start (app/brand.ts picks it). */
export const BrandContext = createContext<BrandConfig>(BRANDS.default);

export function useBrand(): BrandConfig {
  return useContext(BrandContext);
}
