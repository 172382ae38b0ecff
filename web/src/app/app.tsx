import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '#app/lib/i18n/translator.ts';
import type { DataRouter } from 'react-router';
import type { ScreenClass } from '@app/domain';
import { RouterProvider } from 'react-router/dom';
import type { BrandConfig } from '#app/config/brands.ts';
import { AppProvider } from './provider.tsx';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  router: DataRouter;
  brand?: BrandConfig;
  screen?: ScreenClass;
}

export function App({ i18n, queryClient, router, brand, screen }: AppProps) {
  return (
    <AppProvider
      i18n={i18n}
      queryClient={queryClient}
      {...(brand ? { brand } : {})}
      {...(screen ? { screen } : {})}
    >
      <RouterProvider router={router} />
    </AppProvider>
  );
}
