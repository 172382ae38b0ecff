import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { I18n } from '#app/lib/i18n/translator.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  SCREEN_CLASS_WIDTH_PX,
  showIdOf,
  type BuildManifest,
  type PageRenderer,
  type RendererOptions,
  type RenderRequest,
  type RenderResult,
  type RenderTransport,
  type ScreenClass,
  type SitemapTitle,
} from '@app/domain';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { setApiTransport } from './api/client.ts';
import { brandConfig, resolveBrand, type Brand } from './app/brand.ts';
import {
  createI18n,
  mergeTranslations,
  translationFilesOf,
  type Translations,
} from './app/i18n.ts';
import { AppProvider } from './app/provider.tsx';
import { createRoutes } from './app/router.tsx';
import { paths } from './config/paths.ts';
import type { TitleTree } from './features/details/api/get-title-tree.ts';
import { createQueryClient } from './lib/query-client.ts';
import { queryKeys } from './lib/query-keys.ts';
import { NotFoundReport } from './lib/ssr/not-found.tsx';
import { canonicalDetailsPath, pageHeadTags, scriptJson } from './lib/ssr/page-head.ts';
import { helpGroups, helpHref } from './content/help/index.ts';
import { marketingUrls } from './content/marketing/routes.ts';
import { assetTags, withModuleTracking, withoutModuleTracking } from './lib/ssr/page-assets.ts';
import {
  escapeText,
  liftHead,
  liftImagePreloads,
  pageHtml,
  unescapeHtml,
} from './lib/ssr/page-html.ts';
import { PAGE_QUERY_FIELDS } from './config/paths.ts';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndexXml, sitemapXml } from './config/sitemap.ts';
import { SSR_STATE_ID, toTransferable, type SsrState } from './lib/ssr/state.ts';

/**
 * Request-time server rendering (issue 19): a public page as HTML with its data, for the server
 * (server/src/http/server-render.ts), which creates one renderer with `createRenderer` and the
 * contract of domain/src/render/contract.ts (decision 0053). The page renders for an anonymous
 * visitor; the browser hydrates it from the dehydrated query cache and adds the household's parts
 * after (docs/decisions/0025-request-time-server-rendering.md).
 */

const translationFiles = import.meta.glob<Translations>('#i18n/*/en.json', {
  eager: true,
  import: 'default',
});

/**
 * The transport of the render that makes an API call: each renderer's own, however many there
 * are, so the API client is wired once here and configured by no one.
 */
const renderTransport = new AsyncLocalStorage<RenderTransport>();
setApiTransport((url, init) => {
  const transport = renderTransport.getStore();
  if (!transport) return Promise.reject(new Error(`${url} was called outside a render`));
  return transport(url, init);
});

/** A renderer of the public pages whose API calls go to `transport` (the server, in process). */
export function createRenderer(options: RendererOptions): PageRenderer {
  const context: RenderContext = {
    manifest: options.manifest,
    onRenderPass: options.onRenderPass ?? (() => {}),
  };
  return {
    render: (request) => renderTransport.run(options.transport, () => render(request, context)),
    brandOf,
    PAGE_QUERY_FIELDS,
    sitemapPagePaths,
    titleDetailsPath,
    sitemapXml,
    sitemapIndexXml,
    robotsTxt,
    SITEMAP_MAX_URLS,
  };
}

interface RenderContext {
  manifest: BuildManifest | null;
  onRenderPass: (url: string) => void;
}

/** The pages without data of their own that the sitemap lists: marketing and the help centre. */
function sitemapPagePaths(): string[] {
  const help = helpGroups.flatMap((group) => [
    helpHref(group.slug),
    ...group.articles.flatMap((article) => [
      helpHref(group.slug, article.slug),
      ...article.items.map((question) => helpHref(group.slug, article.slug, question.id)),
    ]),
  ]);
  return [...new Set([...marketingUrls, helpHref(), ...help])];
}

/** The canonical address of a title's details page (the one its page names as canonical). */
function titleDetailsPath(title: SitemapTitle): string {
  return canonicalDetailsPath(title);
}

/**
 * A brand's own translation file. Vite names the glob's files by their path from the web root
 * (`/public/i18n/<brand>/en.json`), not by the `#i18n/` alias the glob was written with, so the
 * file is found by its brand folder.
 */
function translationsOf(brand: Brand): Translations {
  const suffix = `/${brand}/en.json`;
  const key = Object.keys(translationFiles).find((file) => file.endsWith(suffix));
  // A missing default file would render every page as raw keys: fail loudly instead.
  if (!key && brand === 'default') throw new Error(`No translation file ends with ${suffix}`);
  return key ? (translationFiles[key] ?? {}) : {};
}

const i18nOfBrand = new Map<Brand, I18n>();
function i18nFor(brand: Brand): I18n {
  let i18n = i18nOfBrand.get(brand);
  if (!i18n) {
    const base = translationsOf('default');
    const own = brand === 'default' ? {} : translationsOf(brand);
    i18n = createI18n(mergeTranslations(base, own));
    i18nOfBrand.set(brand, i18n);
  }
  return i18n;
}

/** The brand a request is for: its host, or `?brand=` (brand.ts). */
function brandOf(host: string, search: string): Brand {
  return resolveBrand({ host, search });
}

const isSession = (query: Query) => query.queryKey[0] === queryKeys.session[0];

/** A query the page rendered but nothing has fetched yet (and that is not household data). */
function wanted(query: Query): boolean {
  if (isSession(query)) return false;
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (enabled === false) return false;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return true;
}

/**
 * Waits until no query is fetching, including those a loader starts once an earlier answer is in
 * (a season's show): after each wait, the loaders' own continuations run before looking again.
 */
async function settle(queryClient: QueryClient): Promise<void> {
  for (;;) {
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    if (fetching.length === 0) return;
    await Promise.allSettled(fetching.map((query) => query.fetch()));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const DETAILS_PATHS: readonly string[] = [
  paths.movieDetails.path,
  paths.movieBoxDetails.path,
  paths.seriesDetails.path,
  paths.seasonDetails.path,
];

function detailsOf(pathname: string, queryClient: QueryClient) {
  for (const pattern of DETAILS_PATHS) {
    const match = matchPath({ path: pattern, caseSensitive: false }, pathname);
    if (!match) continue;
    const params = match.params as Record<string, string | undefined>;
    const id = Number(params.selectedTitleId ?? params.titleId);
    const titleId = Number(match.params.titleId);
    const tree =
      queryClient.getQueryData<TitleTree>(queryKeys.title(id)) ??
      queryClient.getQueryData<TitleTree>(queryKeys.title(titleId));
    const title = tree?.titles.find((t) => t.id === id) ?? tree?.titles[0];
    if (!title) return undefined;
    const showId = showIdOf(title);
    const show =
      showId === null
        ? undefined
        : queryClient.getQueryData<TitleTree>(queryKeys.title(showId))?.titles[0];
    return { title, show };
  }
  return undefined;
}

async function render(request: RenderRequest, context: RenderContext): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const brand = brandOf(request.host, url.search);
  const config = brandConfig(brand);
  const i18n = i18nFor(brand);
  const { screen } = request;
  const { result: page, modules } = await withModuleTracking(() =>
    renderUrl(url, config, i18n, screen, context),
  );
  if (page.kind === 'redirect') return page;
  page.assets = assetTags(context.manifest, modules);
  if (page.notFound === 'page') {
    // The browser would go to /notfound: the answer is that page, with its status.
    const { result: notFound, modules: notFoundModules } = await withModuleTracking(() =>
      renderUrl(new URL(paths.notFound.getHref(), request.origin), config, i18n, screen, context),
    );
    if (notFound.kind === 'redirect') return notFound;
    notFound.assets = assetTags(context.manifest, notFoundModules);
    return finish(notFound, 404, false, request, url, config, i18n);
  }
  return finish(
    page,
    page.notFound ? 404 : page.status,
    page.status === 200 && !page.notFound,
    request,
    url,
    config,
    i18n,
  );
}

interface Rendered {
  kind: 'page';
  status: number;
  body: string;
  notFound: false | 'inline' | 'page';
  queryClient: QueryClient;
  context: StaticHandlerContext;
  /** The page's CSS links and chunk preloads. */
  assets?: string;
}

async function renderUrl(
  url: URL,
  brand: ReturnType<typeof brandConfig>,
  i18n: I18n,
  screen: ScreenClass,
  { onRenderPass }: RenderContext,
): Promise<Rendered | Extract<RenderResult, { kind: 'redirect' }>> {
  const queryClient = createQueryClient({ server: true });
  const handler = createStaticHandler(
    createRoutes(queryClient, {
      render: {
        screenWidthPx: SCREEN_CLASS_WIDTH_PX[screen],
        loadUnlinked: withoutModuleTracking,
      },
    }),
  );
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`rendering ${url.pathname} answered ${context.status}`);
  }

  let notFound: Rendered['notFound'] = false;
  const report = (showNotFoundPage: boolean) => {
    if (showNotFoundPage) notFound = 'page';
    else if (!notFound) notFound = 'inline';
  };
  const app = () => (
    <NotFoundReport value={report}>
      <AppProvider i18n={i18n} queryClient={queryClient} brand={brand} screen={screen}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </NotFoundReport>
  );

  // Each public route's loader started every query its page shows (app/routes/page-data.ts):
  // once they are all in, the page is drawn once (render-once.reliability.ts counts the passes).
  await settle(queryClient);
  const draw = () => {
    notFound = false;
    onRenderPass(url.pathname + url.search);
    return pageHtml(app());
  };
  let body = await draw();
  // A safety net for a page whose loader misses a query: it is fetched and the page drawn again,
  // rather than sent with a loading state where its data belongs.
  const missing = queryClient.getQueryCache().findAll().filter(wanted);
  if (missing.length > 0) {
    await Promise.allSettled(missing.map((query) => query.fetch()));
    await settle(queryClient);
    body = await draw();
  }
  return { kind: 'page', status: context.statusCode, body, notFound, queryClient, context };
}

function finish(
  page: Rendered,
  status: number,
  hydrate: boolean,
  request: RenderRequest,
  url: URL,
  brand: ReturnType<typeof brandConfig>,
  i18n: I18n,
): RenderResult {
  const { preloads, rest: body } = liftImagePreloads(page.body);
  const { title, description, extra, rest } = liftHead(body);
  const siteName = i18n.t('brand.name');
  const help = matchPath({ path: paths.faqs.path, caseSensitive: false }, url.pathname);
  const head =
    `<title>${title || escapeText(siteName)}</title>` +
    preloads +
    // The app starts on its words: their file comes with the page, not after the app's script.
    translationFilesOf(brand.id)
      .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`)
      .join('') +
    (page.assets ?? '') +
    pageHeadTags({
      origin: request.origin,
      path: url.pathname,
      siteName,
      defaultImage: brand.logo,
      title: unescapeHtml(title || siteName),
      description: unescapeHtml(description),
      details: status === 200 ? detailsOf(url.pathname, page.queryClient) : undefined,
      help: status === 200 && help ? help.params : undefined,
    }) +
    extra;
  const state: SsrState = {
    queries: dehydrate(page.queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && !isSession(query),
      serializeData: toTransferable,
    }),
    router: {
      loaderData: page.context.loaderData,
      actionData: page.context.actionData,
      errors: null,
    },
    brand: brand.id,
    screen: request.screen,
  };
  return {
    kind: 'page',
    status,
    head,
    body: rest,
    // A JSON data block: never run, so the CSP needs no nonce or hash for it.
    state: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
    hydrate: hydrate && page.context.errors === null,
  };
}
