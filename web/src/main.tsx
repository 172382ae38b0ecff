import { StrictMode } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyBrandTheme, brandConfig, resolveBrand } from './app/brand.ts';
import { createI18n, fetchTranslations } from './app/i18n.ts';
import { prefetchOnIntent } from './app/route-intent.ts';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { startUsageEvents, trackPageViews } from './lib/events/index.ts';
import { whenIdle } from './lib/when-idle.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { createQueryClient } from './lib/query-client.ts';
import { isSignedInCustomer, sessionQueryOptions } from './lib/session/session-query.ts';
import { fromTransferable, hydratesAs, readSsrState, type SsrState } from './lib/ssr/state.ts';
import './app/styles/theme.css';

// A button tapped on the server's page before React listens would do nothing (a link still
// works: the browser follows it). Such taps are kept and given to the page once React hydrates it,
// which then hydrates the tapped part first.
const tappedEarly: HTMLElement[] = [];
const keepEarlyTap = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) tappedEarly.push(button);
};
document.addEventListener('click', keepEarlyTap, { capture: true });

// Start the translation file and the first page's code and data at once, before anything renders;
// until the translations arrive, index.html's spinner is the loading state.
const brand = resolveBrand();
applyBrandTheme(brand);
const translations = fetchTranslations(brand);
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

/**
 * The rest of the start in tasks of their own: reading the server's data into the cache (~50 ms
 * at 4x CPU on a phone) and making the router were one task of 300-450 ms with the modules' own
 * start (issue 33).
 */
async function start(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  // A page the server rendered (entry-server.tsx) brings its data: the cache starts with it, so
  // hydration asks for nothing again.
  const ssr = root.hasAttribute('data-ssr') ? readSsrState() : null;
  if (ssr) {
    hydrate(queryClient, ssr.queries, { defaultOptions: { deserializeData: fromTransferable } });
  }
  await yieldToBrowser();
  const { router, match } = await createAppRouter(queryClient, ssr?.router);
  // The cookie sign-in too: the header shows the account menu as soon as the shell renders. A
  // hydrated page asks once it is on screen, as the server rendered it for nobody in particular.
  if (!ssr) void queryClient.prefetchQuery(sessionQueryOptions(queryClient));
  startUsageEvents(queryClient);
  trackPageViews(router);
  prefetchOnIntent(router, match);
  const i18n = createI18n(await translations);
  // A page rendered on the server stays on screen until its route's code has arrived, rather
  // than giving way to the loading shell first.
  if (root.hasAttribute('data-ssr')) await routerReady(router);
  document.documentElement.lang = i18n.language;
  const app = (
    <StrictMode>
      <App
        i18n={i18n}
        queryClient={queryClient}
        router={router}
        brand={brandConfig(brand)}
        {...(ssr?.screen ? { screen: ssr.screen } : {})}
      />
    </StrictMode>
  );
  if (hydratesAs(ssr, brand) && root.getAttribute('data-ssr') === 'hydrate') {
    hydrateRoot(root, app, {
      // A part React had to render afresh (its HTML did not match, or it failed while
      // hydrating) is a fault of the page: said on the console, where the end-to-end suite
      // fails on it.
      onRecoverableError(error, info) {
        console.error('React recoverable error:', error, info.componentStack ?? '');
      },
    });
    document.removeEventListener('click', keepEarlyTap, { capture: true });
    for (const button of tappedEarly.splice(0)) button.click();
    void refreshForHousehold(ssr);
  } else {
    document.removeEventListener('click', keepEarlyTap, { capture: true });
    createRoot(root).render(app);
  }
}

function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The server rendered the page as anyone sees it: for a signed-in household, what it rendered
 * (prices, the store's titles) is asked again, so owned titles, credits and parental controls
 * apply (docs/decisions/0025-request-time-server-rendering.md).
 */
async function refreshForHousehold(ssr: SsrState | null): Promise<void> {
  const session = await queryClient.fetchQuery(sessionQueryOptions(queryClient)).catch(() => null);
  if (!session || !isSignedInCustomer(session.account)) return;
  // Not while parts of the page are still hydrating (ui/hydrate-apart.tsx): they must first match
  // the server's HTML, which the household's data would not. React hydrates them in tasks one
  // after another; the browser is idle once they are done.
  await new Promise<void>((resolve) => whenIdle(resolve));
  const rendered = new Set(ssr?.queries.queries.map((query) => query.queryHash));
  await queryClient.invalidateQueries({ predicate: (query) => rendered.has(query.queryHash) });
}
