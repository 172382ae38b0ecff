import { createHash, randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createChunkStore, wholeBytes, type ChunkedBytes } from './answer-chunks.ts';
import { readAuthToken } from './auth-cookie.ts';

/**
 * What a cached answer is made from; dropping a scope forgets every answer made from it.
 * `catalogue`: titles, genres, plans (changed by a catalogue import); `lineup`: channels,
 * regions and programmes (changed when the line-up reloads with a difference).
 */
/**
 * 'search' answers come from each instance's own in-memory index, which follows an import a
 * moment after the catalogue does: they are dropped when that index is rebuilt, here only.
 */
export type CacheScope = 'catalogue' | 'lineup' | 'search';

/** A route's opt-in (route `config.responseCache`). */
export interface ResponseCacheRouteConfig {
  scope: CacheScope;
  /**
   * The household's session may change this answer (e.g. a parental limit filters listings):
   * a signed-in request is keyed by the variant the auth layer gives (setVariant).
   */
  variesBySession?: boolean;
  /** A signed-in request's answer is its own (My Stuff): never cached, never stored by others. */
  bypassWhenSignedIn?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    responseCache?: ResponseCacheRouteConfig;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyRequest {
    responseCacheState?: CacheState;
  }
}

/**
 * What of a signed-in session changes a `variesBySession` answer: null when nothing does (the
 * household sees what everyone sees), otherwise a string naming exactly what changes it (e.g.
 * `max-classification:PG`); households with the same variant share entries. Anonymous requests
 * are never asked.
 */
export type VariantOf = (request: FastifyRequest) => Promise<string | null>;

export interface Entry {
  key: string;
  scope: CacheScope;
  /** The answer's bytes, large ones as chunks shared with other answers (answer-chunks.ts). */
  body: ChunkedBytes;
  etag: string;
  contentType: string;
  /** Each compressed form, made once on first demand. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  compressedBytes: number;
}

interface MissState {
  kind: 'miss';
  key: string;
  scope: CacheScope;
  generation: number;
  shared: boolean;
  varyCookie: boolean;
}

type CacheState = MissState | { kind: 'private' };

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Below this a compressed answer saves less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Made once per entry and then sent many times: worth a high level, off the event loop.
const compressors: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    brotli(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => gzipAsync(raw, { level: 9 }),
};

/** Shared answers: browsers and proxies may keep them a little, and revalidate with the ETag. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A household's own answer: no one keeps it, and a shared cache tells it apart by the cookie. */
export const PRIVATE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': PRIVATE_CACHE_CONTROL,
  vary: 'Accept-Encoding, Cookie',
};

/** The encoding an answer of this size goes out in, if the client takes one. */
function encodingFor(request: FastifyRequest, length: number): Encoding | null {
  if (length < COMPRESS_THRESHOLD) return null;
  return negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as Encoding | null;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const REDIS_CHANNEL = 'response-cache-drop';

/** Fields sorted by name, one level deep (queries and forms are flat). */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return JSON.stringify(value);
  return JSON.stringify(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    ),
  );
}

export interface ResponseCacheOptions {
  /** The app's clock: entries age by it (tests pin and advance it). */
  now: () => number;
  /** Bytes of answers kept (raw and compressed forms together). */
  maxBytes?: number;
  /** The longest an answer is kept: answers also depend on the time (availability windows). */
  ttlMs?: number;
  /** Shares drops with every instance through Redis pub/sub. */
  redisUrl?: string;
  onError?: (error: Error) => void;
}

/** What the answer pipeline adds to the cache when it is registered on the app. */
export interface ResponseCachePipelineOptions {
  /** Told of every look-up, for the hit-ratio metric. */
  onLookUp?: (hit: boolean, scope: string) => void;
  /**
   * Headers the app's onSend hooks give every answer (security headers, `Connection: close`
   * while shutting down): a hit is written without running those hooks, so it adds these.
   */
  answerHeaders?: (request: FastifyRequest) => Record<string, string>;
}

export interface ScopeHooks {
  /** Run before a cached answer is served: brings the scope up to date (e.g. a version check). */
  check?: () => Promise<void>;
  /** Forgets what the server holds in memory for the scope (on a drop from another instance). */
  forget?: () => void;
}

/**
 * A household's own answer kept by its module (e.g. the account check's, keyed by the household's
 * version): its bytes and each compressed form, made once on first demand, sent as a hit is.
 */
export interface KeptAnswer {
  raw: Buffer;
  contentType: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function keptAnswer(payload: string, contentType: string): KeptAnswer {
  return { raw: Buffer.from(payload), contentType, encoded: {} };
}

/** Bytes a kept answer may come to hold: its raw form, and room for its compressed forms. */
export function keptAnswerBytes(kept: KeptAnswer): number {
  return kept.raw.length * 2;
}

/** The kept answers themselves: built with the services, before any app exists. */
export interface ResponseCacheStore {
  /** What of a session changes a `variesBySession` answer (setVariant). */
  variantOf: VariantOf;
  /** The auth layer says what of a session changes a `variesBySession` answer. */
  setVariant(variantOf: VariantOf): void;
  scope(scope: CacheScope, hooks: ScopeHooks): void;
  /** Forgets every answer of the scope here, and on every other instance through Redis. */
  drop(scope: CacheScope): void;
  /** Entries held, per scope (for tests and diagnostics). */
  count(scope: CacheScope): number;
  /** Resolves once drops from other instances reach this one (never waiting long for Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Runs the scope's check before a kept answer is served. */
  check(scope: CacheScope): Promise<void> | undefined;
  get(key: string): Entry | undefined;
  generation(scope: CacheScope): number;
  /** Keeps a fresh answer, unless its scope was dropped since its look-up. */
  keep(state: MissState, raw: Buffer, etag: string, contentType: string): void;
  /** An entry's compressed form, made once on first demand. */
  encoded(entry: Entry, encoding: Encoding): Promise<Buffer>;
}

export interface ResponseCache extends ResponseCacheStore {
  /**
   * Sends a household's own kept answer as a hit is sent (compressed form made once), with
   * `private, no-store` and any headers of the call's own (e.g. the refreshed auth cookie).
   */
  sendPrivate(
    request: FastifyRequest,
    reply: FastifyReply,
    kept: KeptAnswer,
    headers?: Record<string, string>,
  ): Promise<FastifyReply>;
}

/**
 * A cache of serialised answers of public read calls: a hit costs a map look-up and a write of
 * bytes (already compressed for the client), with a strong ETag for 304s. Keyed by the matched
 * route and the validated request (so `?a=1&b=2` and `?b=2&a=1` share an entry), plus the
 * session's variant where the session may change the answer.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCacheStore {
  const maxBytes = options.maxBytes ?? 64 * 2 ** 20;
  const chunks = createChunkStore();
  /** Bytes held besides the chunks: compressed forms, keys and bookkeeping. */
  let extraBytes = 0;
  const extraOf = (entry: Entry) =>
    entry.compressedBytes + 256 + entry.key.length + entry.body.chunks.length * 16;
  const entries = new LRUCache<string, Entry>({
    // The budget is in bytes (fitTheBudget); this only bounds the count.
    max: 100_000,
    ttl: options.ttlMs ?? 60_000,
    // The TTL is checked on read by the app's clock; no timers per entry.
    ttlAutopurge: false,
    perf: { now: options.now },
    ttlResolution: 0,
    dispose: (entry) => {
      chunks.release(entry.body);
      extraBytes -= extraOf(entry);
    },
  });
  /** The least recently used answers go until the bytes held fit the budget. */
  function fitTheBudget(): void {
    while (chunks.bytes + extraBytes > maxBytes && entries.size > 0) entries.pop();
  }
  const generations: Record<CacheScope, number> = { catalogue: 0, lineup: 0, search: 0 };
  const hooks: Partial<Record<CacheScope, ScopeHooks>> = {};
  const instance = randomUUID();

  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  let subscribed: Promise<unknown> = Promise.resolve();
  if (options.redisUrl) {
    const onError = options.onError ?? (() => {});
    publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    subscriber = new Redis(options.redisUrl);
    publisher.on('error', onError);
    subscriber.on('error', onError);
    subscribed = subscriber.subscribe(REDIS_CHANNEL);
    subscribed.catch(onError);
    subscriber.on('message', (_channel: string, payload: string) => {
      let message: { scope?: unknown; from?: unknown };
      try {
        message = JSON.parse(payload) as typeof message;
      } catch {
        return;
      }
      if (message.from === instance) return;
      if (message.scope !== 'catalogue' && message.scope !== 'lineup') return;
      dropLocal(message.scope);
      hooks[message.scope]?.forget?.();
    });
  }

  function dropLocal(scope: CacheScope): void {
    generations[scope]++;
    for (const [key, entry] of entries.entries()) {
      if (entry.scope === scope) entries.delete(key);
    }
  }

  const store: ResponseCacheStore = {
    variantOf: async () => null,
    setVariant(fn) {
      store.variantOf = fn;
    },
    scope(scope, scopeHooks) {
      hooks[scope] = scopeHooks;
    },
    drop(scope) {
      dropLocal(scope);
      if (scope === 'search') return;
      if (publisher) {
        publisher
          .publish(REDIS_CHANNEL, JSON.stringify({ scope, from: instance }))
          .catch((error: unknown) => options.onError?.(error as Error));
      }
    },
    count(scope) {
      let n = 0;
      for (const entry of entries.values()) if (entry.scope === scope) n++;
      return n;
    },
    async ready() {
      if (!subscriber) return;
      await Promise.race([
        subscribed.catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, 5000).unref()),
      ]);
    },
    async close() {
      entries.clear();
      subscriber?.disconnect();
      await publisher?.quit().catch(() => publisher?.disconnect());
    },
    check: (scope) => hooks[scope]?.check?.(),
    get: (key) => entries.get(key),
    generation: (scope) => generations[scope],
    keep(state, raw, etag, contentType) {
      // Not an answer made before a drop of its scope.
      if (generations[state.scope] !== state.generation) return;
      const entry: Entry = {
        key: state.key,
        scope: state.scope,
        body: chunks.keep(raw),
        etag,
        contentType,
        encoded: {},
        compressedBytes: 0,
      };
      entries.set(state.key, entry);
      extraBytes += extraOf(entry);
      fitTheBudget();
    },
    encoded(entry, encoding) {
      let body = entry.encoded[encoding];
      if (!body) {
        body = compressors[encoding](wholeBytes(entry.body));
        entry.encoded[encoding] = body;
        body.then(
          (bytes) => {
            // Counted against the budget, unless the entry was dropped meanwhile.
            if (entries.peek(entry.key) !== entry) return;
            entry.compressedBytes += bytes.length;
            extraBytes += bytes.length;
            fitTheBudget();
          },
          () => delete entry.encoded[encoding],
        );
      }
      return body;
    },
  };
  return store;
}

function etagOf(raw: Buffer): string {
  return `"${createHash('sha256').update(raw).digest('base64url').slice(0, 32)}"`;
}

/**
 * The cache's place in the answer pipeline: looks a call up as soon as it can be keyed, answers
 * a hit, keeps a fresh answer as it is sent.
 */
export function registerResponseCache(
  app: FastifyInstance,
  store: ResponseCacheStore,
  options: ResponseCachePipelineOptions = {},
): ResponseCache {
  /**
   * The caching headers of an answer, stored or just made. Where a session may change the answer,
   * a shared cache must not hand the anonymous answer to a signed-in household: Vary names the
   * cookie.
   */
  function cacheHeaders(
    etag: string,
    shared: boolean,
    varyCookie: boolean,
  ): Record<string, string> {
    if (!shared) return PRIVATE_HEADERS;
    return {
      etag,
      'cache-control': PUBLIC_CACHE_CONTROL,
      vary: varyCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    };
  }

  /**
   * A hit is written straight to the socket: the stored bytes with the headers they need, the
   * headers set so far (the request id) and the ones the onSend hooks would add. No onSend hook,
   * serialiser or compressor runs; onResponse hooks (metrics, the access log) still do.
   */
  function writeHit(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    headers: Record<string, string | number>,
    body?: Buffer,
  ): FastifyReply {
    const all: OutgoingHttpHeaders = {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      ...options.answerHeaders?.(request),
      ...headers,
    };
    reply.hijack();
    reply.raw.writeHead(status, all);
    reply.raw.end(body);
    return reply;
  }

  async function sendEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    shared: boolean,
    varyCookie: boolean,
  ): Promise<FastifyReply> {
    const headers = cacheHeaders(entry.etag, shared, varyCookie);
    if (shared && etagMatches(request.headers['if-none-match'], entry.etag)) {
      return writeHit(request, reply, 304, headers);
    }
    const encoding = encodingFor(request, entry.body.length);
    const type = { ...headers, 'content-type': entry.contentType };
    if (!encoding) {
      return writeHit(
        request,
        reply,
        200,
        { ...type, 'content-length': entry.body.length },
        wholeBytes(entry.body),
      );
    }
    const bytes = await store.encoded(entry, encoding);
    return writeHit(
      request,
      reply,
      200,
      { ...type, 'content-encoding': encoding, 'content-length': bytes.length },
      bytes,
    );
  }

  async function sendPrivate(
    request: FastifyRequest,
    reply: FastifyReply,
    kept: KeptAnswer,
    headersOfCall: Record<string, string> = {},
  ): Promise<FastifyReply> {
    const headers = { ...headersOfCall, ...PRIVATE_HEADERS, 'content-type': kept.contentType };
    const encoding = encodingFor(request, kept.raw.length);
    if (!encoding) {
      return writeHit(
        request,
        reply,
        200,
        { ...headers, 'content-length': kept.raw.length },
        kept.raw,
      );
    }
    let body = kept.encoded[encoding];
    if (!body) {
      body = compressors[encoding](kept.raw);
      kept.encoded[encoding] = body;
      body.catch(() => delete kept.encoded[encoding]);
    }
    const bytes = await body;
    return writeHit(
      request,
      reply,
      200,
      { ...headers, 'content-encoding': encoding, 'content-length': bytes.length },
      bytes,
    );
  }

  /**
   * The request in a canonical form: the matched route and its parameters, query and body
   * fields sorted by name (so `?a=1&b=2` and `?b=2&a=1` share an entry). A request that fails
   * validation is never answered 200, so never stored under its key.
   */
  function keyOf(request: FastifyRequest, variant: string | null): string {
    return [
      request.method,
      request.routeOptions.url,
      canonical(request.params),
      canonical(request.query),
      canonical(request.body),
      variant ?? '',
    ].join('\n');
  }

  async function lookUp(request: FastifyRequest, reply: FastifyReply) {
    const config = request.routeOptions.config?.responseCache;
    if (!config) return;
    const signedIn = readAuthToken(request) !== null;
    if (config.bypassWhenSignedIn && signedIn) {
      request.responseCacheState = { kind: 'private' };
      return;
    }
    const variesHere = Boolean(config.variesBySession && signedIn);
    const variant = variesHere ? await store.variantOf(request) : null;
    await store.check(config.scope);
    const key = keyOf(request, variant);
    // A signed-in answer that varies by session may change while the cookie stays the same (a
    // parental limit set or lifted, issue 18): the server may share its bytes with households
    // of the same variant, but a browser must not keep it.
    const shared = !variesHere;
    const varyCookie = Boolean(config.variesBySession || config.bypassWhenSignedIn);
    const entry = store.get(key);
    options.onLookUp?.(entry !== undefined, config.scope);
    if (entry) return sendEntry(request, reply, entry, shared, varyCookie);
    request.responseCacheState = {
      kind: 'miss',
      key,
      scope: config.scope,
      generation: store.generation(config.scope),
      shared,
      varyCookie,
    };
  }

  // A GET is looked up as soon as it is routed (before its query is validated again); a POST
  // once its form is parsed.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET') return lookUp(request, reply);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'POST') return lookUp(request, reply);
  });
  // Serve once drops from other instances reach this one.
  app.addHook('onReady', () => store.ready());

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.responseCacheState;
    if (!state) return payload;
    if (state.kind === 'private') {
      reply.headers(PRIVATE_HEADERS);
      return payload;
    }
    // Only a whole, successful JSON answer.
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const raw = Buffer.from(payload);
    const etag = etagOf(raw);
    const contentType = reply.getHeader('content-type') ?? 'application/json; charset=utf-8';
    store.keep(state, raw, etag, String(contentType));
    reply.headers(cacheHeaders(etag, state.shared, state.varyCookie));
    return payload;
  });

  const cache: ResponseCache = Object.assign(store, { sendPrivate });
  app.decorate('responseCache', cache);
  return cache;
}
