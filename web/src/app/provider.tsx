import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BRANDS, type BrandConfig } from '../config/brands.ts';
import { BrandContext } from '../lib/brand/use-brand.ts';

interface AppProviderProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
  /** The default brand unless given. */
  brand?: BrandConfig;
}

export function AppProvider({
  i18n,
  queryClient,
  children,
  brand = BRANDS.default,
}: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrandContext value={brand}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </BrandContext>
    </I18nextProvider>
  );
}
