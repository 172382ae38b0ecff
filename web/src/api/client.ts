import {
  CAPABILITIES_HEADER,
  NETWORK_ERROR_CODE,
  REQUEST_TIMEOUT_S,
  TIMEOUT_HEADER_S,
  isSignOutMessage,
  type SignOutMessageCode,
  type ErrorCode,
  type Meta,
  type RequestTimeout,
  type WithMeta,
} from '@app/domain';

// Every failure that is not an answer from the API (no connection, a time-out, a 5xx or an
// answer that is not the API's JSON) has this code (account spec §8: "network error, 5xx or -1").
export { NETWORK_ERROR_CODE };

/**
 * A code from `__meta__.error` (the spec's codes, domain ERROR_CODES) or NETWORK_ERROR_CODE. Any
 * other string the server may send is kept as it is.
 */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR_CODE | (string & {});

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** `__meta__` of the answer, when there was one. */
    readonly meta: Meta | null = null,
    /** The whole answer, for the fields some errors add beside `__meta__`. */
    readonly answer: Readonly<Record<string, unknown>> | null = null,
    /** When a refusal may be tried again (the Retry-After header, e.g. the traffic limiter's). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  /** Which of the spec's time-outs applies (account spec §9); short (15 s) unless said. */
  timeout?: RequestTimeout;
  /** Cancels the request from outside, e.g. TanStack Query when a query is no longer needed. */
  signal?: AbortSignal;
  /**
   * The caller handles a sign-out answer itself (the session's own calls): the sign-out listener
   * is not told.
   */
  ownsSignOut?: boolean;
  /** The request may outlive the page (usage events sent as the page is hidden). */
  keepalive?: boolean;
}

type SignOutListener = (code: SignOutMessageCode) => void;
let signOutListener: SignOutListener | null = null;

/**
 * The one place that hears every answer ending the session (account spec §4: NOT_AUTHENTICATED,
 * AUTH_FAILED, …) whichever call got it. lib/session installs itself here; null removes it.
 */
export function setSignOutListener(listener: SignOutListener | null): void {
  signOutListener = listener;
}

// Server time minus client time, in ms, from the latest `__meta__.timestamp` (account spec §7).
let serverOffsetMs = 0;

/** The server's clock, as far as the latest answer tells: use it for windows such as "new item". */
export function serverNow(): number {
  return Date.now() + serverOffsetMs;
}

/** For tests: forget the server-time offset. */
export function resetServerTimeOffset(): void {
  serverOffsetMs = 0;
}

export function apiGet<T>(
  path: string,
  query: QueryParams = {},
  options: RequestOptions = {},
): Promise<WithMeta<T>> {
  const search = toSearchParams(query).toString();
  return request<T>(search ? `${path}?${search}` : path, { method: 'GET' }, options);
}

/** Posts a form-encoded body, as every call of the spec does. */
export function apiPost<T>(
  path: string,
  form: QueryParams = {},
  options: RequestOptions = {},
): Promise<WithMeta<T>> {
  return request<T>(
    path,
    {
      method: 'POST',
      body: toSearchParams(form),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    },
    options,
  );
}

function toSearchParams(values: QueryParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/** How a request reaches the API: the browser's fetch, or the server's own handler when it renders. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

// Looked up on each call (not bound once), so tests that stub the global fetch are heard.
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server renderer answers the app's calls in its own process (web/src/entry-server.tsx):
 * it sets the transport once; the browser never calls this.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

class TimeoutSignal extends Error {}

async function request<T>(
  url: string,
  init: { method: string; body?: URLSearchParams; headers?: Record<string, string> },
  { timeout = 'short', signal, ownsSignOut = false, keepalive = false }: RequestOptions,
): Promise<WithMeta<T>> {
  const seconds = REQUEST_TIMEOUT_S[timeout];
  const controller = new AbortController();
  // A plain timer rather than AbortSignal.timeout(), so that a time-out is told apart from a
  // cancellation by the caller (which must stay an AbortError for TanStack Query).
  const timer = setTimeout(() => controller.abort(new TimeoutSignal()), seconds * 1000);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  const sentAt = Date.now();
  try {
    let response: Response;
    try {
      response = await transport(url, {
        ...init,
        headers: {
          Accept: 'application/json',
          'X-Capabilities': CAPABILITIES_HEADER,
          'X-Timeout': String(TIMEOUT_HEADER_S),
          ...init.headers,
        },
        credentials: 'same-origin',
        keepalive,
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(controller.signal, error, seconds);
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw failure(controller.signal, error, seconds);
      body = null;
    }
    const meta = readMeta(body);
    // A shared answer (Cache-Control: public) may have been stamped a while ago, by the server's
    // answer cache or the browser's: only an answer made for this request tells the server's time.
    const shared = /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
    if (meta && !shared) {
      // Half the round trip is the best guess of when the server stamped the answer.
      serverOffsetMs = meta.timestamp - (sentAt + Date.now()) / 2;
    }

    if (response.status >= 500 || !meta) {
      throw new ApiError(
        NETWORK_ERROR_CODE,
        meta?.message ?? `The server answered ${response.status} ${response.statusText}`.trim(),
        response.status,
        meta,
      );
    }
    if (meta.error || !response.ok) {
      if (!ownsSignOut && isSignOutMessage(meta.error)) signOutListener?.(meta.error);
      throw new ApiError(
        meta.error ?? NETWORK_ERROR_CODE,
        meta.message ?? meta.error ?? `The server answered ${response.status}`,
        response.status,
        meta,
        body as Record<string, unknown>,
        retryAfterOf(response),
      );
    }
    return body as WithMeta<T>;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

function failure(signal: AbortSignal, error: unknown, seconds: number): unknown {
  if (signal.aborted && signal.reason instanceof TimeoutSignal) {
    return new ApiError(NETWORK_ERROR_CODE, `No answer within ${seconds} s`, 0);
  }
  // Cancelled by the caller: pass the AbortError on untouched.
  if (signal.aborted) return error;
  return new ApiError(
    NETWORK_ERROR_CODE,
    error instanceof Error ? error.message : 'The server could not be reached',
    0,
  );
}

function readMeta(body: unknown): Meta | null {
  if (typeof body !== 'object' || body === null || !('__meta__' in body)) return null;
  const meta = (body as { __meta__: unknown }).__meta__;
  if (typeof meta !== 'object' || meta === null) return null;
  const { error, message, timestamp, reason } = meta as Record<string, unknown>;
  if (typeof timestamp !== 'number') return null;
  return {
    error: typeof error === 'string' && error !== '' ? error : null,
    message: typeof message === 'string' ? message : null,
    timestamp,
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}
