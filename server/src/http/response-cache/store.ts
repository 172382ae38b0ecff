import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { MessageBus } from '#app/modules/messages/bus.ts';
import { createChunkStore, wholeBytes, type ChunkedBytes } from '#app/http/answer-chunks.ts';
import { bytesToSend, type EncodedForms, type Encoding, type StampSite } from './encoded-forms.ts';

/**
 * What a cached answer is made from; dropping a scope forgets every answer made from it.
 * `catalogue`: titles, genres, plans (changed by a catalogue import); `lineup`: channels,
 * regions and programmes (changed when the line-up reloads with a difference). 'search' answers
 * come from each instance's own in-memory index, which follows an import a moment after the
 * catalogue does: they are dropped when that index is rebuilt, here only.
 */
export type CacheScope = 'catalogue' | 'lineup' | 'search';
const SHARED_SCOPES: ReadonlySet<string> = new Set<CacheScope>(['catalogue', 'lineup']);

/**
 * What of a signed-in session changes a `variesBySession` answer: null when nothing does (the
 * household sees what everyone sees), otherwise a string naming exactly what changes it (e.g.
 * `max-classification:PG`); households with the same variant share entries. Anonymous requests
 * are never asked.
 */
export type VariantOf = (request: FastifyRequest) => Promise<string | null>;

export interface ScopeHooks {
  /**
   * Run before a cached answer is served: brings the scope up to date (e.g. a version check).
   * Undefined when it is up to date already, so a hit need not wait on a promise.
   */
  check?: () => Promise<void> | undefined;
  /** Forgets what the server holds in memory for the scope (on a drop from another instance). */
  forget?: () => void;
}

export interface Entry {
  key: string;
  scope: CacheScope;
  /** The answer's bytes, large ones as chunks shared with other answers (answer-chunks.ts). */
  body: ChunkedBytes;
  /** Where its `__meta__.timestamp` is: each sending writes the time then (stamped-answer.ts). */
  stamp: StampSite | null;
  etag: string;
  contentType: string;
  /** Each compressed form, made once on first demand. */
  encoded: EncodedForms;
  compressedBytes: number;
}

/** A look-up that found nothing: what keeping the answer made for it needs. */
export interface Miss {
  key: string;
  scope: CacheScope;
  /** The scope's generation at the look-up: an answer made before a drop is not kept. */
  generation: number;
}

export interface ResponseCacheOptions {
  /** The app's clock: entries age by it (tests pin and advance it). */
  now: () => number;
  /** Bytes of answers kept (raw and compressed forms together). */
  maxBytes?: number;
  /** The longest an answer is kept: answers also depend on the time (availability windows). */
  ttlMs?: number;
  /** Shares drops with every other instance (through Redis when REDIS_URL is set). */
  bus?: Pick<MessageBus, 'publishDrop' | 'onDrop'>;
  onError?: (error: Error) => void;
}

/**
 * The answers of public read calls, kept as bytes: built with the services, before any app
 * exists (pipeline.ts puts it in the answer pipeline).
 */
export function createResponseCache(options: ResponseCacheOptions) {
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
  let variantOf: VariantOf = async () => null;

  function dropHere(scope: CacheScope): void {
    generations[scope]++;
    for (const [key, entry] of entries.entries()) {
      if (entry.scope === scope) entries.delete(key);
    }
  }
  options.bus?.onDrop((scope) => {
    if (!SHARED_SCOPES.has(scope)) return;
    dropHere(scope as CacheScope);
    hooks[scope as CacheScope]?.forget?.();
  });

  return {
    /** The auth layer says what of a session changes a `variesBySession` answer. */
    setVariant(fn: VariantOf): void {
      variantOf = fn;
    },
    variantOf: (request: FastifyRequest) => variantOf(request),
    scope(scope: CacheScope, scopeHooks: ScopeHooks): void {
      hooks[scope] = scopeHooks;
    },
    /** Runs the scope's check before a kept answer is served (undefined: up to date). */
    check: (scope: CacheScope): Promise<void> | undefined => hooks[scope]?.check?.(),

    /** Forgets every answer of the scope here, and on every other instance through the bus. */
    drop(scope: CacheScope): void {
      dropHere(scope);
      if (!SHARED_SCOPES.has(scope)) return;
      options.bus?.publishDrop(scope).catch((error: unknown) => options.onError?.(error as Error));
    },

    get: (key: string) => entries.get(key),
    miss: (key: string, scope: CacheScope): Miss => ({
      key,
      scope,
      generation: generations[scope],
    }),
    /** Keeps a fresh answer, unless its scope was dropped since its look-up (then null). */
    keep(
      miss: Miss,
      raw: Buffer,
      stamp: StampSite | null,
      etag: string,
      contentType: string,
    ): Entry | null {
      if (generations[miss.scope] !== miss.generation) return null;
      const entry: Entry = {
        key: miss.key,
        scope: miss.scope,
        body: chunks.keep(raw),
        stamp,
        etag,
        contentType,
        encoded: {},
        compressedBytes: 0,
      };
      entries.set(miss.key, entry);
      extraBytes += extraOf(entry);
      fitTheBudget();
      return entry;
    },
    /**
     * An entry's bytes to send now in `encoding` (null: as they are), stamped with the time; each
     * compressed form is made once and counted against the budget.
     */
    bytesOf: (entry: Entry, encoding: Encoding | null) =>
      bytesToSend(
        { raw: () => wholeBytes(entry.body), stamp: entry.stamp, forms: entry.encoded },
        encoding,
        options.now(),
        (bytes) => {
          // Counted against the budget, unless the entry was dropped meanwhile.
          if (entries.peek(entry.key) !== entry) return;
          entry.compressedBytes += bytes;
          extraBytes += bytes;
          fitTheBudget();
        },
      ),
    /** The app's clock. */
    now: options.now,

    /** Entries held, per scope (for tests and diagnostics). */
    count(scope: CacheScope): number {
      let n = 0;
      for (const entry of entries.values()) if (entry.scope === scope) n++;
      return n;
    },
    close(): void {
      entries.clear();
    },
  };
}

export type ResponseCacheStore = ReturnType<typeof createResponseCache>;
