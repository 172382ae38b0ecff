import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readAuthToken } from '#app/http/auth-cookie.ts';
import { stampSiteOf } from '#app/http/stamped-answer.ts';
import { bytesToSend, encodingFor } from './encoded-forms.ts';
import { matchedRoute } from '#app/http/envelope.ts';
import {
  etagMatches,
  etagOf,
  PRIVATE,
  SHARED,
  SHARED_BY_COOKIE,
  setCacheHeaders,
  type Sharing,
} from './headers.ts';
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
 * The response cache in the answer pipeline: a call is looked up as soon as it can be keyed (a hit
 * costs a map look-up and a send of bytes already compressed for the client, stamped with the time
 * they are sent, with a weak ETag for 304s), and a fresh answer is kept and sent in the form kept
 * for the next ones. A hit is sent as any answer is, so every onSend hook (security headers,
 * `Connection: close` while shutting down) adds its headers to it too; Fastify's serialiser and
 * @fastify/compress leave its bytes alone.
 */
export function registerResponseCache(
  app: FastifyInstance,
  store: ResponseCacheStore,
  options: ResponseCachePipelineOptions = {},
): ResponseCache {
  /** Answers with a kept entry: a 304, or its bytes in the client's encoding. */
  function sendEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    sharing: Sharing,
    done: (error?: Error) => void,
  ): void {
    if (sharing.shared && etagMatches(request.headers['if-none-match'], entry.etag)) {
      setCacheHeaders(reply, sharing, entry.etag).code(304).send();
      return;
    }
    const encoding = encodingFor(request.headers['accept-encoding'], entry.body.length);
    const send = (body: Buffer) => {
      setCacheHeaders(reply, sharing, entry.etag, {
        contentType: entry.contentType,
        encoding,
      }).send(body);
    };
    // Once its form is made, a hit is sent without waiting on a promise.
    const body = store.bytesOf(entry, encoding);
    if (Buffer.isBuffer(body)) send(body);
    else body.then(send, done);
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

  /**
   * Looks the call up, and answers it when the cache holds its answer; otherwise leaves what
   * keeping the fresh answer needs and calls `done`. Synchronous when nothing needs waiting for
   * (no session variant, the scope's check fresh, the entry's form made): most hits.
   */
  function lookUp(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    const config = matchedRoute(request).responseCache;
    if (!config) return done();
    const signedIn = readAuthToken(request) !== null;
    if (config.bypassWhenSignedIn && signedIn) {
      request.responseCacheState = { kind: 'private' };
      return done();
    }
    const variesHere = Boolean(config.variesBySession && signedIn);
    const checking = store.check(config.scope);
    if (!variesHere && !checking) return answer(request, reply, config, null, false, done);
    (async () => {
      const variant = variesHere ? await store.variantOf(request) : null;
      await checking;
      answer(request, reply, config, variant, variesHere, done);
    })().catch(done);
  }

  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    config: ResponseCacheRouteConfig,
    variant: string | null,
    variesHere: boolean,
    done: (error?: Error) => void,
  ) {
    const key = requestKey(request, variant);
    // A signed-in answer that varies by session may change while the cookie stays the same (a
    // parental limit set or lifted, issue 18): the server may share its bytes with households
    // of the same variant, but a browser must not keep it.
    const sharing: Sharing = variesHere
      ? PRIVATE
      : config.variesBySession || config.bypassWhenSignedIn
        ? SHARED_BY_COOKIE
        : SHARED;
    const entry = store.get(key);
    options.onLookUp?.(entry !== undefined, config.scope);
    if (entry) return sendEntry(request, reply, entry, sharing, done);
    request.responseCacheState = { kind: 'miss', ...store.miss(key, config.scope), ...sharing };
    done();
  }

  // A GET is looked up as soon as it is routed (before its query is validated again); a POST
  // once its form is parsed. Callback hooks: a hit costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET') lookUp(request, reply, done);
    else done();
  });
  app.addHook('preValidation', (request, reply, done) => {
    if (request.method === 'POST') lookUp(request, reply, done);
    else done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const state = request.responseCacheState;
    if (!state) return done(null, payload);
    if (state.kind === 'private') {
      setCacheHeaders(reply, PRIVATE, null);
      return done(null, payload);
    }
    // Only a whole, successful JSON answer.
    if (reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const raw = Buffer.from(payload);
    const stamp = stampSiteOf(raw);
    const etag = etagOf(raw, stamp);
    const contentType = String(
      reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
    );
    const entry = store.keep(state, raw, stamp, etag, contentType);
    const encoding = entry && encodingFor(request.headers['accept-encoding'], raw.length);
    if (!entry || !encoding) {
      setCacheHeaders(reply, state, etag);
      return done(null, payload);
    }
    // The first answer goes out in the very form kept for the next ones: compressed once, not
    // once here by @fastify/compress and again by the next hit (issue 36: the guide's many
    // blocks each paid two compressions before their second visitor was served from memory).
    const send = (body: Buffer) => {
      setCacheHeaders(reply, state, etag, { contentType, encoding });
      done(null, body);
    };
    const body = store.bytesOf(entry, encoding);
    if (Buffer.isBuffer(body)) send(body);
    else
      body.then(send, () => {
        setCacheHeaders(reply, state, etag);
        done(null, payload);
      });
  });

  const cache: ResponseCache = Object.assign(store, { sendPrivate });
  app.decorate('responseCache', cache);
  return cache;
}
