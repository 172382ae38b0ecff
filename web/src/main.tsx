import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyBrandTheme, brandConfig, resolveBrand } from './app/brand.ts';
import { createI18n, fetchTranslations } from './app/i18n.ts';
import { createAppRouter } from './app/router.tsx';
import { startUsageEvents, trackPageViews } from './lib/events/index.ts';
import { createQueryClient } from './lib/query-client.ts';
import { sessionQueryOptions } from './lib/session/session-query.ts';
import './app/styles/theme.css';

// Start the translation file and the first page's code and data at once, before anything renders;
// until the translations arrive, index.html's spinner is the loading state.
const brand = resolveBrand();
applyBrandTheme(brand);
const translations = fetchTranslations(brand);
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// The cookie sign-in too: the header shows the account menu as soon as the shell renders.
void queryClient.prefetchQuery(sessionQueryOptions(queryClient));
startUsageEvents(queryClient);
trackPageViews(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

void translations.then(async (loaded) => {
  const i18n = await createI18n(loaded);
  // A prerendered page (web/scripts/prerender.mjs) stays on screen until its route's code has
  // arrived, rather than giving way to the loading shell first.
  if (root.hasAttribute('data-prerendered')) await routerReady();
  document.documentElement.lang = i18n.language;
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} router={router} brand={brandConfig(brand)} />
    </StrictMode>,
  );
});
