import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SitemapTitle, SitemapWords } from '@app/domain';

/**
 * The sitemaps (issue 19 "sitemaps for everything"): /sitemap.xml is an index of
 * /sitemaps/pages.xml (marketing and help centre) and /sitemaps/titles-N.xml (every title's
 * details page, at most 50,000 addresses a file), and /robots.txt points to it. The title files
 * are built from the catalogue when first asked for and again after each catalogue import.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file's example answer for the published contract (openapi-contract.ts). */
    answerExample?: string;
  }
}

/** The origin the contract's examples are written for (a reader puts their own). */
const EXAMPLE_ORIGIN = 'https://tv.example';

export function registerSitemaps(
  app: FastifyInstance,
  options: {
    words: SitemapWords;
    /** Every title with a details page (the catalogue service). */
    titles: () => Promise<SitemapTitle[]>;
    publicOrigin?: string | undefined;
    /** Registers a listener for catalogue changes (an import). */
    onCatalogueChange: (listener: () => void) => void;
    /** Resolves once a catalogue import by another process, if any, has been noticed. */
    beforeRead: () => Promise<void>;
  },
): void {
  const { words } = options;
  // The title addresses in files of at most SITEMAP_MAX_URLS, built once per catalogue.
  let titleFiles: Promise<string[][]> | null = null;
  options.onCatalogueChange(() => {
    titleFiles = null;
  });

  async function files(): Promise<string[][]> {
    await options.beforeRead();
    if (!titleFiles) {
      const building = options.titles().then((titles) => {
        const paths = titles.map((title) => words.titleDetailsPath(title));
        const chunks: string[][] = [];
        for (let i = 0; i < paths.length; i += words.SITEMAP_MAX_URLS) {
          chunks.push(paths.slice(i, i + words.SITEMAP_MAX_URLS));
        }
        return chunks;
      });
      titleFiles = building;
      building.catch(() => {
        if (titleFiles === building) titleFiles = null;
      });
    }
    return titleFiles;
  }

  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ?? `${request.protocol}://${request.host}`;
  const xml = 'application/xml; charset=utf-8';

  // The contract's examples are these files as the words write them, of two addresses each.
  const example = (answerExample: string) => ({ config: { answerExample } });
  const examplePages = () => words.sitemapPagePaths().slice(0, 2);

  app.get('/robots.txt', example(words.robotsTxt(EXAMPLE_ORIGIN)), async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(words.robotsTxt(originOf(request))),
  );

  const exampleIndex = ['/sitemaps/pages.xml', '/sitemaps/titles-1.xml'];
  app.get(
    '/sitemap.xml',
    example(words.sitemapIndexXml(EXAMPLE_ORIGIN, exampleIndex)),
    async (request, reply) => {
      const chunks = await files();
      const names = [
        '/sitemaps/pages.xml',
        ...chunks.map((_, i) => `/sitemaps/titles-${i + 1}.xml`),
      ];
      return reply.type(xml).send(words.sitemapIndexXml(originOf(request), names));
    },
  );

  app.get(
    '/sitemaps/pages.xml',
    example(words.sitemapXml(EXAMPLE_ORIGIN, examplePages())),
    async (request, reply) =>
      reply.type(xml).send(words.sitemapXml(originOf(request), words.sitemapPagePaths())),
  );

  const exampleTitle: SitemapTitle = { id: 10001, title: 'A title', sub_type: 'movie', show: null };
  const titlesExample = words.sitemapXml(EXAMPLE_ORIGIN, [words.titleDetailsPath(exampleTitle)]);
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    example(titlesExample),
    async (request, reply) => {
      const number = /^titles-([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
      const chunk = number ? (await files())[Number(number) - 1] : undefined;
      if (!chunk) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap');
      return reply.type(xml).send(words.sitemapXml(originOf(request), chunk));
    },
  );
}
