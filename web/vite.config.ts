import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleSlugOf, partnerAccountUrlOf } from './src/config/bundle-settings.ts';
import { compileHintFor } from './src/config/compile-hints.ts';

/** `npm run dev`'s API server: on PORT when it is set, as the server itself listens. */
const API_SERVER = `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * The libraries every page needs: one long-cached chunk, apart from the app's own code. TanStack
 * Query's hooks that only some pages use (lists of queries, infinite lists, mutations) stay out
 * of it, in those pages' chunks, as a page pays for every byte of this chunk before it comes
 * alive (issue 33: ≤ 150 KB gzip per page; decision 0058).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
const PAGE_ONLY_QUERY_HOOKS =
  /[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|useMutation|mutationObserver|useMutationState|useSuspense\w*|useIsFetching|useIsMutating|usePrefetch\w*)\.js$/;
const inFramework = (id: string) => FRAMEWORK.test(id) && !PAGE_ONLY_QUERY_HOOKS.test(id);

/**
 * TanStack's mutation code, whether a page's useMutation or a tap's MutationObserver loads it
 * (features/commerce/api/wishlist-change.ts): one chunk, one request.
 */
const MUTATION_CODE =
  /[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useMutation|mutationObserver)\.js$/;

/**
 * Small modules that every page's code needs but the entry does not import (the API client, the
 * session query, domain's constants and sign-in rules): one chunk rather than five, as each
 * chunk is a request and compresses on its own.
 */
const APP_CORE =
  /[\\/](web[\\/]src[\\/](api[\\/]client|lib[\\/]session[\\/](session-query|session-api|stored-values)|lib[\\/]local-storage)|domain[\\/]src[\\/](constants|sign-in|text-fold))\.ts$/;

/**
 * The guide's data code, which the guide page and the home page's on-now shelf both load whole:
 * one chunk rather than five of 0.2-1.1 KB, each a request that compresses on its own.
 */
const GUIDE_DATA =
  /[\\/](web[\\/]src[\\/]features[\\/]guide[\\/](api[\\/](get-guide-block|get-epg-channels)|hooks[\\/]use-now)|domain[\\/]src[\\/](guide|program-rows))\.ts$/;

/** The chunks the build makes of the modules above, one chunk a group. */
const CHUNK_GROUPS = [
  { name: 'framework', test: inFramework },
  { name: 'app-core', test: APP_CORE },
  { name: 'useMutation', test: MUTATION_CODE },
  { name: 'guide-data', test: GUIDE_DATA },
];

/**
 * The chunks whose files keep their name (tests and benches find them by it): the groups and
 * hls.js. The entry keeps its own through Vite's `entryFileNames`.
 */
const NAMED_CHUNKS = new Set([...CHUNK_GROUPS.map((group) => group.name), 'hls']);

/** A bad bundle setting stops the build with its reason, rather than the app in the browser. */
const checkBundleSettings = (): Plugin => ({
  name: 'check-bundle-settings',
  configResolved({ env }) {
    bundleSlugOf(env.VITE_BUNDLE_SLUG);
    partnerAccountUrlOf(env.VITE_BUNDLE_PARTNER_ACCOUNT_URL);
  },
});

/**
 * In the server renderer, each `import('./x')` of the app's code also says which source module a
 * page loaded (web/src/lib/ssr/page-assets.ts), so the server can link that page's CSS and
 * preload its chunks from the browser build's manifest.
 */
const trackLazyModules = (): Plugin => {
  let root = '';
  return {
    name: 'track-lazy-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!id.startsWith(join(root, 'src')) || !/\.(ts|tsx)$/.test(id)) return null;
      if (!code.includes('import(')) return null;
      // Relative specifiers and the app's own `#app/…` subpath imports (package.json
      // "imports": `#app/*` is `./src/*`); missing the latter left most pages without their CSS.
      const tracked = code.replace(
        /\bimport\((['"])(\.{1,2}\/[^'"]+|#app\/[^'"]+)\1\)/g,
        (call, _quote: string, spec: string) => {
          const file = spec.startsWith('#app/')
            ? join(root, 'src', spec.slice('#app/'.length))
            : resolve(dirname(id), spec);
          const source = relative(root, file).split(sep).join('/');
          return `globalThis.__ssrTrackModule(${call}, ${JSON.stringify(source)})`;
        },
      );
      return tracked === code ? null : { code: tracked, map: null };
    },
  };
};

/**
 * The comment that has Chromium compile a chunk's functions off the main thread as it loads
 * (decision 0063), put first in each chunk once everything else is done: after minifying, which
 * drops comments, and after Vite's helper for lazy imports, which it puts at the top.
 */
const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  enforce: 'post',
  // The chunk's name follows its content: a browser that has it without the comment fetches it.
  augmentChunkHash: (chunk) => compileHintFor(chunk.moduleIds),
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const hint = compileHintFor(chunk.moduleIds);
        if (hint) chunk.code = `${hint}\n${chunk.code}`;
      }
    },
  },
});

/** Text files worth compressing: smaller ones gain less than the header costs. */
const COMPRESSIBLE = /\.(js|css|json|svg|xml|txt|html)$/;
const COMPRESS_MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Brotli and gzip copies beside each text file of the build, which the server sends to browsers
 * that accept them (server/src/http/static-site.ts `preCompressed`): the page's JavaScript goes
 * over the wire compressed with no work per request (issue 9: ≤ 100 KB gzip per page).
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < COMPRESS_MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
};

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer's bundle (src/entry-server.tsx) is for Node: no sitemap, no compressed
  // copies, no chunk groups for browsers.
  plugins: isSsrBuild
    ? [react(), checkBundleSettings(), trackLazyModules()]
    : [react(), checkBundleSettings(), compileHints(), precompress()],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, ssrEmitAssets: false }
    : {
        // Which chunks and CSS each source module has, for the server renderer's <head>.
        manifest: true,
        // Every browser the app supports preloads modules itself: no polyfill in the entry.
        modulePreload: { polyfill: false },
        // hls.js (~580 kB) is the largest chunk, and it loads only when someone plays a trailer.
        chunkSizeWarningLimit: 600,
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            // Every other chunk is named by its hash alone. A page's chunks name each other in
            // their imports and the entry names them all in its preload lists: the names were
            // 1 KB of each page's gzip, and the manifest and source maps still say what is in each.
            chunkFileNames: (chunk) =>
              NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
            codeSplitting: { groups: CHUNK_GROUPS },
          },
        },
      },
  // The renderer carries its libraries, built for production (React's server build included), so
  // the server needs nothing from web/node_modules and runs no development checks.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } }
    : {}),
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The WebSocket first: the /v2 rule below would otherwise take it without `ws`.
      '/v2/message/ws/messages': { target: API_SERVER, ws: true, changeOrigin: true },
      '/v2': { target: API_SERVER, changeOrigin: true },
      '/v3': { target: API_SERVER, changeOrigin: true },
      '/v4': { target: API_SERVER, changeOrigin: true },
      '/healthz': { target: API_SERVER, changeOrigin: true },
      '/media': { target: API_SERVER, changeOrigin: true },
    },
  },
}));
