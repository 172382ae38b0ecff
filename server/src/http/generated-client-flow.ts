import createClient, { type Middleware } from 'openapi-fetch';
// Generated from /openapi.json by generated-client.test.ts (openapi-typescript); not committed.
import type { paths } from '#app/generated/api-types.ts';

/** What the flow takes from the document and the test: nothing typed by hand. */
export interface FlowSettings {
  baseUrl: string;
  /** The X-Capabilities value: the document's example of the parameter. */
  capabilities: string;
  /** The session cookie's name: the document's `authCookie` scheme. */
  cookieName: string;
  /** Checks each answer against the document. */
  check: Middleware;
  activationCode: string;
  pin: string;
}

/**
 * A store visit through a client generated from the published contract (issue 35): sign in,
 * browse a store and a title, search, add to and remove from the wishlist, read the purchase
 * history, sign out. Every call, parameter and field is typed from the document alone.
 */
export async function storeVisit(settings: FlowSettings) {
  const client = createClient<paths>({ baseUrl: settings.baseUrl });
  // The one thing a browser does on its own: keep the cookie the sign-in sets.
  let cookie = '';
  client.use({
    onRequest({ request }) {
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0] ?? '';
        if (pair.startsWith(`${settings.cookieName}=`)) {
          cookie = pair.endsWith('=') ? '' : pair;
        }
      }
    },
  });
  client.use(settings.check);
  const header = { 'X-Capabilities': settings.capabilities };

  const signIn = await client.POST('/v3/authenticate', {
    params: { header },
    body: { activation_code: settings.activationCode, pin: settings.pin },
  });
  const store = await client.GET('/v4/catalogue/menu/data', {
    params: { query: { name: 'Movie Store', tab: 'all', page: 1 } },
  });
  const first = store.data?.items[0];
  if (!first) throw new Error(`the store is empty: ${JSON.stringify(store.error)}`);
  const title = await client.POST('/v3/vod/titles', {
    params: { header },
    body: { title_ids: String(first.id), recursive: true },
  });
  const word = first.title.split(/\s+/).find((w) => w.length > 3) ?? first.title;
  const search = await client.POST('/v4/search', {
    params: { header },
    body: { words: word, count: 10 },
  });
  const added = await client.POST('/v2/subscriber/wishlist/add', {
    params: { header },
    body: { id: first.id },
  });
  const removed = await client.POST('/v2/subscriber/wishlist/remove', {
    params: { header },
    body: { id: first.id },
  });
  const history = await client.GET('/v2/vod/purchase/history');
  const signOut = await client.POST('/v2/subscriber/logout', { params: { header } });
  const afterSignOut = await client.GET('/v2/subscriber/wishlist', {
    params: { query: { language: 'en' } },
  });

  return {
    signedIn: signIn.response.status,
    account: signIn.data,
    store: { status: store.response.status, first },
    title: { status: title.response.status, titles: title.data?.titles ?? [] },
    search: { status: search.response.status, items: search.data?.items ?? [] },
    wishlistAfterAdd: Object.keys(added.data?.VOD_WISHLIST ?? {}),
    wishlistAfterRemove: Object.keys(removed.data?.VOD_WISHLIST ?? {}),
    history: { status: history.response.status, data: history.data },
    signedOut: signOut.response.status,
    afterSignOut: { status: afterSignOut.response.status, error: afterSignOut.error },
    cookieLeft: cookie,
  };
}
