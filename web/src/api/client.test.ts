import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPABILITIES_HEADER } from '@app/domain';
import {
  ApiError,
  NETWORK_ERROR_CODE,
  apiGet,
  apiPost,
  resetServerTimeOffset,
  serverNow,
  setSignOutListener,
} from './client.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const okMeta = (timestamp = Date.now()) => ({ error: null, message: null, timestamp });

function sentRequest(call = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetServerTimeOffset();
});

afterEach(() => {
  setSignOutListener(null);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiGet', () => {
  it('sends the capability and time-out headers, same-origin credentials and the query', async () => {
    fetchMock.mockResolvedValue(answer({ titles: [], __meta__: okMeta() }));

    const body = await apiGet<{ titles: unknown[] }>('/v3/vod/catalogue/tab', {
      tab: 'all',
      start: 0,
      max: 12,
      view: undefined,
    });

    expect(body.titles).toEqual([]);
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/v3/vod/catalogue/tab?tab=all&start=0&max=12');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-Capabilities')).toBe(CAPABILITIES_HEADER);
    expect(headers.get('X-Capabilities')).toContain('ui3;version=5.19.0');
    expect(headers.get('X-Timeout')).toBe('30');
  });

  it('sends X-Timeout: 30 whichever time-out it waits itself (account spec §7)', async () => {
    // A Response body can be read once: a fresh one per call.
    fetchMock.mockImplementation(async () => answer({ __meta__: okMeta() }));

    await apiGet('/v2/vod/purchase/history', {}, { timeout: 'short' });
    await apiGet('/v2/vod/purchase/history', {}, { timeout: 'mid' });
    await apiGet('/v2/vod/purchase/history', {}, { timeout: 'veryLong' });

    expect([0, 1, 2].map((call) => sentRequest(call).headers.get('X-Timeout'))).toEqual([
      '30',
      '30',
      '30',
    ]);
  });

  it('aborts the request when the time-out passes and reports a connection error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );

    const pending = apiGet('/v3/vod/catalogue/tab', {}, { timeout: 'long' });
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(sentRequest().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(sentRequest().init.signal?.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, status: 0 });
  });

  it('passes a cancellation by the caller on as an AbortError, not as an ApiError', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();

    const pending = apiGet('/v3/vod/catalogue/tab', {}, { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('throws an ApiError with the code and message of __meta__.error', async () => {
    fetchMock.mockResolvedValue(
      answer(
        {
          __meta__: {
            error: 'ERR_VALIDATION',
            message: 'sort_type must be one of popularity, title, newest, year',
            timestamp: Date.now(),
          },
        },
        400,
      ),
    );

    const error = await apiGet('/v3/vod/catalogue/tab', { sort_type: 'x' }).catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'ERR_VALIDATION',
      message: 'sort_type must be one of popularity, title, newest, year',
      status: 400,
    });
  });

  it('throws on __meta__.error even when the status is 200', async () => {
    fetchMock.mockResolvedValue(
      answer({ __meta__: { error: 'ERR_INCORRECT_PIN', message: null, timestamp: Date.now() } }),
    );

    await expect(apiPost('/v3/subscriber/validate_pin', { pin: '0000' })).rejects.toMatchObject({
      code: 'ERR_INCORRECT_PIN',
      status: 200,
    });
  });

  it('turns a network failure into a connection error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiGet('/v3/vod/catalogue/tab').catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, status: 0 });
  });

  it('turns a 5xx into a connection error, even with a __meta__ code', async () => {
    fetchMock.mockResolvedValue(
      answer(
        { __meta__: { error: 'ERR_INTERNAL', message: 'Internal error', timestamp: Date.now() } },
        500,
      ),
    );

    await expect(apiGet('/v3/vod/catalogue/tab')).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
      status: 500,
    });
  });

  it('turns an answer that is not the API (no __meta__) into a connection error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiGet('/v3/vod/catalogue/tab')).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
      status: 502,
    });
  });
});

describe('apiPost', () => {
  it('sends a form-encoded body with the same headers', async () => {
    fetchMock.mockResolvedValue(answer({ __meta__: okMeta() }));

    await apiPost(
      '/v2/subscriber/wishlist/add',
      { id: 42, label: 'VOD_WISHLIST', free_vod: undefined },
      { timeout: 'mid' },
    );

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/v2/subscriber/wishlist/add');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('id=42&label=VOD_WISHLIST');
    expect(headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(headers.get('X-Capabilities')).toBe(CAPABILITIES_HEADER);
    expect(headers.get('X-Timeout')).toBe('30');
  });
});

describe('serverNow', () => {
  it('follows the server clock from __meta__.timestamp', async () => {
    const ahead = 90 * 60 * 1000;
    fetchMock.mockResolvedValue(answer({ __meta__: okMeta(Date.now() + ahead) }));

    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000);
    await apiGet('/healthz');

    expect(Math.abs(serverNow() - (Date.now() + ahead))).toBeLessThan(1000);
  });

  it('does not learn the offset from a shared answer, which a cache may have kept a while', async () => {
    const stale = -45 * 1000;
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ titles: [], __meta__: okMeta(Date.now() + stale) }), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'public, max-age=10, stale-while-revalidate=60',
        },
      }),
    );

    await apiGet('/v3/vod/catalogue/tab');

    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000);
  });

  it('also learns the offset from an error answer', async () => {
    const behind = -5 * 60 * 1000;
    fetchMock.mockResolvedValue(
      answer(
        { __meta__: { error: 'AUTH_FAILED', message: null, timestamp: Date.now() + behind } },
        401,
      ),
    );

    await apiGet('/v2/subscriber/wishlist').catch(() => undefined);

    expect(Math.abs(serverNow() - (Date.now() + behind))).toBeLessThan(1000);
  });
});

describe('answers that end the session', () => {
  const refusal = (error: string, extra: Record<string, unknown> = {}) =>
    answer({ ...extra, __meta__: { error, message: 'Signed out', timestamp: Date.now() } }, 401);

  it('tells the sign-out listener, whichever call got the answer', async () => {
    const listener = vi.fn();
    setSignOutListener(listener);
    fetchMock.mockResolvedValueOnce(refusal('NOT_AUTHENTICATED'));

    const error = await apiPost('/v2/vod/purchase', { title_id: 1 }).catch((e) => e);

    expect(error).toMatchObject({ code: 'NOT_AUTHENTICATED' });
    expect(listener).toHaveBeenCalledWith('NOT_AUTHENTICATED');
  });

  it('does not tell it about other refusals, or about calls that handle sign-out themselves', async () => {
    const listener = vi.fn();
    setSignOutListener(listener);
    fetchMock
      .mockResolvedValueOnce(refusal('ERR_INCORRECT_PIN'))
      .mockResolvedValueOnce(refusal('AUTH_FAILED'));

    await apiPost('/v3/subscriber/validate_pin', { pin: '0000' }).catch(() => undefined);
    await apiPost('/v2/subscriber/authenticate_with_cookie', {}, { ownsSignOut: true }).catch(
      () => undefined,
    );

    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the fields an error answer adds beside __meta__', async () => {
    fetchMock.mockResolvedValueOnce(refusal('INVALID_TERMINAL', { isp: { name: 'Retail' } }));

    const error = await apiPost('/v3/authenticate', { activation_code: 'X' }).catch((e) => e);

    expect(error.answer).toMatchObject({ isp: { name: 'Retail' } });
  });
});
