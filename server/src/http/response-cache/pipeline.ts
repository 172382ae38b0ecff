import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readAuthToken } from '#app/http/auth-cookie.ts';
import { stampSiteOf } from '#app/http/stamped-answer.ts';
import { bytesToSend, encodingFor } from './encoded-forms.ts';
import { etagMatches, etagOf, PRIVATE, setCacheHeaders, type Sharing } from './headers.ts';
import type { KeptAnswer } from './kept-answer.ts';
import { requestKey } from './request-key.ts';
import type { CacheScope, Entry, Miss, ResponseCacheStore } from './store.ts';

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

/** What a look-up left for the answer being made: keep it (a miss), or mark it private. */
type CacheState = ({ kind: 'miss' } & Miss & Sharing) | { kind: 'private' };

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

export interface ResponseCachePipelineOptions {
  /** Told of every look-up, for the hit-ratio metric. */
  onLookUp?: (hit: boolean, scope: string) => void;
}

/**
 * The response cache in the answer pipeline: a call is looked up as soon as it can be keyed (a
 * hit costs a map look-up and a send of bytes already compressed for the client (stamped with the time they are sent), with a weak
 * ETag for 304s), and a fresh answer is kept as it is sent. A hit is sent as any answer is, so
 * every onSend hook (security headers, `Connection: close` while shutting down) adds its headers
 * to it too; Fastify's serialiser and @fastify/compress leave its bytes alone.
 */
export function registerResponseCache(
  app: FastifyInstance,
  store: ResponseCacheStore,
  options: ResponseCachePipelineOptions = {},
): ResponseCache {
  async function sendEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    sharing: Sharing,
  ): Promise<FastifyReply> {
    if (sharing.shared && etagMatches(request.headers['if-none-match'], entry.etag)) {
      return setCacheHeaders(reply, sharing, entry.etag).code(304).send();
    }
    const encoding = encodingFor(request.headers['accept-encoding'], entry.body.length);
    const body = await store.bytesOf(entry, encoding);
    return setCacheHeaders(reply, sharing, entry.etag, {
      contentType: entry.contentType,
      encoding,
    }).send(body);
  }

  async function sendPrivate(
    request: FastifyRequest,
    reply: FastifyReply,
    kept: KeptAnswer,
    headersOfCall: Record<string, string> = {},
  ): Promise<FastifyReply> {
    const encoding = encodingFor(request.headers['accept-encoding'], kept.raw.length);
    const body = await bytesToSend(
      { raw: () => kept.raw, stamp: kept.stamp, forms: kept.encoded },
      encoding,
      store.now(),
    );
    reply.headers(headersOfCall);
    return setCacheHeaders(reply, PRIVATE, null, {
      contentType: kept.contentType,
      encoding,
    }).send(body);
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
    const key = requestKey(request, variant);
    const sharing: Sharing = {
      // A signed-in answer that varies by session may change while the cookie stays the same (a
      // parental limit set or lifted, issue 18): the server may share its bytes with households
      // of the same variant, but a browser must not keep it.
      shared: !variesHere,
      varyCookie: Boolean(config.variesBySession || config.bypassWhenSignedIn),
    };
    const entry = store.get(key);
    options.onLookUp?.(entry !== undefined, config.scope);
    if (entry) return sendEntry(request, reply, entry, sharing);
    request.responseCacheState = { kind: 'miss', ...store.miss(key, config.scope), ...sharing };
  }

  // A GET is looked up as soon as it is routed (before its query is validated again); a POST
  // once its form is parsed.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET') return lookUp(request, reply);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'POST') return lookUp(request, reply);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.responseCacheState;
    if (!state) return payload;
    if (state.kind === 'private') {
      setCacheHeaders(reply, PRIVATE, null);
      return payload;
    }
    // Only a whole, successful JSON answer.
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const raw = Buffer.from(payload);
    const stamp = stampSiteOf(raw);
    const etag = etagOf(raw, stamp);
    const contentType = reply.getHeader('content-type') ?? 'application/json; charset=utf-8';
    store.keep(state, raw, stamp, etag, String(contentType));
    setCacheHeaders(reply, state, etag);
    return payload;
  });

  const cache: ResponseCache = Object.assign(store, { sendPrivate });
  app.decorate('responseCache', cache);
  return cache;
}
