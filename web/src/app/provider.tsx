import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { I18n } from '#app/lib/i18n/translator.ts';
import type { ReactNode } from 'react';
import { I18nProvider } from '#app/lib/i18n/i18n-context.tsx';
import type { ScreenClass } from '@app/domain';
import { BRANDS, type BrandConfig } from '#app/config/brands.ts';
import { BrandContext } from '#app/lib/brand/use-brand.ts';
import { ScreenClassContext } from '#app/lib/screen-class.ts';
import { HydrationProvider } from '#app/lib/use-hydrated.tsx';

interface AppProviderProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
  /** The default brand unless given. */
  brand?: BrandConfig;
  /** The screen class a server-rendered page was made for; desktop unless given. */
  screen?: ScreenClass;
}

export function AppProvider({
  i18n,
  queryClient,
  children,
  brand = BRANDS.default,
  screen = 'desktop',
}: AppProviderProps) {
  return (
    <I18nProvider i18n={i18n}>
      <BrandContext value={brand}>
        <ScreenClassContext value={screen}>
          <QueryClientProvider client={queryClient}>
            <HydrationProvider>{children}</HydrationProvider>
          </QueryClientProvider>
        </ScreenClassContext>
      </BrandContext>
    </I18nProvider>
  );
}
