import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import type { Account } from '@app/domain';
import { RouterProvider } from 'react-router/dom';
import translations from '#i18n/default/en.json';
import { App } from '#app/app/app.tsx';
import { BRANDS, type BrandId } from '#app/config/brands.ts';
import mainTranslations from '#i18n/main/en.json';
import vendorTranslations from '#i18n/vendor/en.json';
import { createI18n, mergeTranslations, type Translations } from '#app/app/i18n.ts';
import { AppProvider } from '#app/app/provider.tsx';
import { createRoutes } from '#app/app/router.tsx';
import { createQueryClient } from '#app/lib/query-client.ts';
import type { SessionData } from '#app/lib/session/session-query.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

interface RenderAppOptions {
  /**
   * The session the app starts with: anonymous (null, the default) or a signed-in account, known
   * without a call; 'from-api' lets the app ask the stubbed API (authenticate_with_cookie).
   */
  session?: Account | null | 'from-api';
  /** The brand the app runs as, with its texts laid over the default brand's; default if absent. */
  brand?: BrandId;
}

const BRAND_TRANSLATIONS: Record<BrandId, Translations> = {
  default: {},
  main: mainTranslations,
  vendor: vendorTranslations,
};

/**
 * Renders the whole app (providers, shell, routes) at a URL, with the default brand's English
 * translations and a fresh query cache. Stub `fetch` for the API calls the page makes.
 */
export async function renderApp(
  url: string,
  { session = null, brand = 'default' }: RenderAppOptions = {},
) {
  const i18n = createI18n(mergeTranslations(translations, BRAND_TRANSLATIONS[brand]));
  const queryClient = createQueryClient();
  // Tests say for themselves what a second attempt gets.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  if (session !== 'from-api') {
    queryClient.setQueryData<SessionData>(queryKeys.session, {
      account: session,
      endedByServer: false,
    });
  }
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <App i18n={i18n} queryClient={queryClient} router={router} brand={BRANDS[brand]} />,
  );
  return { ...view, router, user, queryClient };
}

/**
 * Renders one component inside the app's providers, at `url` matched against `path`, for tests
 * of a feature's component on its own (e.g. with props the app's routes do not pass yet).
 */
export async function renderRoute(element: ReactElement, options: { path: string; url: string }) {
  const i18n = createI18n(translations);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(
    [
      { path: options.path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.url] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}
