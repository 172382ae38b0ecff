import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import translations from '../public/i18n/default/en.json';
import { createI18n } from './app/i18n.ts';
import { AppProvider } from './app/provider.tsx';
import { createRoutes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The build's prerenderer (scripts/prerender.mjs): a marketing page rendered to HTML with the
 * default brand's English words, so it shows without JavaScript and can be indexed (issue 9).
 * Data from the API (pack prices, store tiles) is not fetched: those parts show their loading
 * state until the app starts and replaces the page.
 */
export async function render(url: string): Promise<{ status: number; html: string }> {
  const queryClient = createQueryClient();
  const i18n = await createI18n(translations);
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return { status: context.status, html: '' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  return { status: context.statusCode, html };
}
export { marketingUrls } from './content/marketing/routes.ts';
