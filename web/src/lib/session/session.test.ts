import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '#app/api/client.ts';
import { createQueryClient } from '#app/lib/query-client.ts';
import {
  accountAnswer,
  anAccount,
  fakeApi,
  noSession,
  okAnswer,
  refusal,
} from '#app/test/session-fixtures.ts';
import {
  endSessionOnServerMessage,
  signIn,
  signOut,
  signOutEverywhere,
} from './session-actions.ts';
import { sessionQueryOptions, type SessionData } from './session-query.ts';
import { markSignedInSession } from './stored-values.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

let queryClient: QueryClient;
const session = () => queryClient.getQueryData<SessionData>(queryKeys.session);
const readSession = () => queryClient.fetchQuery(sessionQueryOptions(queryClient));

function serve(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Some household data in the cache, as a store page would leave it. */
function cacheATitle() {
  queryClient.setQueryData(['catalogue-tab', 'movie', 'all', 'popularity'], { pages: [] });
  queryClient.setQueryData(['channels'], []);
}

beforeEach(() => {
  localStorage.clear();
  queryClient = createQueryClient();
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the session from the auth cookie', () => {
  it('asks the server, without a cookie field (the cookie is HttpOnly), and keeps the account', async () => {
    const api = serve({ '/v2/subscriber/authenticate_with_cookie': () => accountAnswer() });

    const data = await readSession();

    expect(data).toEqual({ account: anAccount(), endedByServer: false });
    const [call] = api.callsTo('/v2/subscriber/authenticate_with_cookie');
    expect(call?.form.has('cookie')).toBe(false);
  });

  it('asks with anonymous_ok, and is anonymous on the 200 signed_in false answer (no 401 logged)', async () => {
    const api = serve({
      '/v2/subscriber/authenticate_with_cookie': () => okAnswer({ signed_in: false }),
    });
    expect(await readSession()).toEqual({ account: null, endedByServer: false });
    expect(
      api.callsTo('/v2/subscriber/authenticate_with_cookie')[0]?.form.get('anonymous_ok'),
    ).toBe('true');
  });

  it('tells a session the server ended on the signed_in false answer too', async () => {
    markSignedInSession(true);
    serve({ '/v2/subscriber/authenticate_with_cookie': () => okAnswer({ signed_in: false }) });
    expect(await readSession()).toEqual({ account: null, endedByServer: true });
  });

  it('is anonymous on AUTH_FAILED', async () => {
    serve({ '/v2/subscriber/authenticate_with_cookie': noSession });
    expect(await readSession()).toEqual({ account: null, endedByServer: false });
  });

  it('tells a session the server ended from never having signed in', async () => {
    markSignedInSession(true);
    serve({ '/v2/subscriber/authenticate_with_cookie': noSession });
    expect(await readSession()).toEqual({ account: null, endedByServer: true });
    // Said once: the mark is gone.
    expect(
      await queryClient.fetchQuery({ ...sessionQueryOptions(queryClient), staleTime: 0 }),
    ).toEqual({
      account: null,
      endedByServer: false,
    });
  });

  it('fails on a connection error rather than calling the user anonymous', async () => {
    serve({ '/v2/subscriber/authenticate_with_cookie': () => new Response('', { status: 502 }) });
    await expect(readSession()).rejects.toMatchObject({
      code: 'network-or-server-connection-error',
    });
  });
});

describe('signing in and out', () => {
  it('clears every cached query but the session on sign-in', async () => {
    serve({ '/v3/authenticate': () => accountAnswer() });
    cacheATitle();

    await signIn(queryClient, 'CUST0001', '1234');

    expect(session()?.account).toEqual(anAccount());
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([queryKeys.session]);
  });

  it('sends the code and PIN to /v3/authenticate', async () => {
    const api = serve({ '/v3/authenticate': () => accountAnswer() });
    await signIn(queryClient, 'CUST0001', '1234');
    expect(Object.fromEntries(api.calls[0]!.form)).toEqual({
      activation_code: 'CUST0001',
      pin: '1234',
    });
  });

  it('signs out with /v2/subscriber/logout and clears the caches', async () => {
    const api = serve({
      '/v3/authenticate': () => accountAnswer(),
      '/v2/subscriber/logout': () => okAnswer(),
    });
    await signIn(queryClient, 'CUST0001', '1234');
    cacheATitle();

    await signOut(queryClient);

    expect(api.callsTo('/v2/subscriber/logout')).toHaveLength(1);
    expect(session()).toEqual({ account: null, endedByServer: false });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('signs out here even when the sign-out call fails', async () => {
    serve({
      '/v3/authenticate': () => accountAnswer(),
      '/v2/subscriber/logout': () => new Response('', { status: 503 }),
    });
    await signIn(queryClient, 'CUST0001', '1234');
    await expect(signOut(queryClient)).rejects.toThrow();
    expect(session()?.account).toBeNull();
  });

  it('is signed out, not expired, when its own sign-out is announced before the answer', async () => {
    // The server tells the household's sockets, and this browser's hears it first.
    serve({
      '/v3/authenticate': () => accountAnswer(),
      '/v2/subscriber/logout': () => {
        endSessionOnServerMessage(queryClient, 'NOT_AUTHENTICATED');
        return okAnswer();
      },
    });
    await signIn(queryClient, 'CUST0001', '1234');
    // The page leaves for "session expired" the moment the session says the server ended it.
    const saidEndedByServer = vi.fn();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (session()?.endedByServer) saidEndedByServer();
    });

    await signOut(queryClient);
    stop();

    expect(saidEndedByServer).not.toHaveBeenCalled();
    expect(session()).toEqual({ account: null, endedByServer: false });
  });

  it('signs out everywhere, then here', async () => {
    const api = serve({
      '/v3/authenticate': () => accountAnswer(),
      '/v2/subscriber/invalidate_authentication': () => okAnswer({ signed_out_sessions: 2 }),
    });
    await signIn(queryClient, 'CUST0001', '1234');
    await signOutEverywhere(queryClient);
    expect(api.callsTo('/v2/subscriber/invalidate_authentication')).toHaveLength(1);
    expect(session()).toEqual({ account: null, endedByServer: false });
  });
});

describe('the server ending the session', () => {
  it('ends it when any call answers NOT_AUTHENTICATED, and says the server did', async () => {
    serve({
      '/v3/authenticate': () => accountAnswer(),
      '/v2/subscriber/wishlist': () => refusal('NOT_AUTHENTICATED', 'Expired', 401),
    });
    await signIn(queryClient, 'CUST0001', '1234');
    cacheATitle();

    await apiGet('/v2/subscriber/wishlist').catch(() => undefined);

    await vi.waitFor(() => expect(session()).toEqual({ account: null, endedByServer: true }));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it.each([
    'HOUSEHOLD_SUSPENDED',
    'HOUSEHOLD_DISABLED',
    'AUTHENTICATION_INVALIDATED',
    'AUTH_FAILED',
  ])('ends it on the server message %s (as the WebSocket will send)', async (code) => {
    queryClient.setQueryData(queryKeys.session, { account: anAccount(), endedByServer: false });
    expect(endSessionOnServerMessage(queryClient, code)).toBe(true);
    await vi.waitFor(() => expect(session()?.endedByServer).toBe(true));
  });

  it('ignores other codes, and sign-out codes when nobody is signed in', () => {
    queryClient.setQueryData(queryKeys.session, { account: anAccount(), endedByServer: false });
    expect(endSessionOnServerMessage(queryClient, 'WISHLISTS_CHANGED')).toBe(false);
    queryClient.setQueryData(queryKeys.session, { account: null, endedByServer: false });
    expect(endSessionOnServerMessage(queryClient, 'NOT_AUTHENTICATED')).toBe(false);
    expect(session()?.endedByServer).toBe(false);
  });
});
