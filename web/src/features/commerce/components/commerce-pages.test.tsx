import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '@app/domain';
import { applyFrame } from '#app/lib/live/apply-frame.ts';
import { renderApp } from '#app/test/render-app.tsx';
import {
  aCommerceCustomer,
  aRental,
  aRentableMovie,
  fakeCommerceServer,
} from '#app/test/commerce-fixtures.ts';
import {
  anAccount,
  fakeApi,
  fakeSessionServer,
  refusal,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';

configure({ asyncUtilTimeout: 5000 });
// A session this browser had before would make a signed-out start read as 'session ended'.
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const DAY_MS = 86_400_000;
const frame = (frag: ServerFrame['frag']): ServerFrame => ({
  frag,
  __meta__: { error: null, message: null, timestamp: Date.now() },
});
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function open(
  url: string,
  household: FakeHousehold,
  titles = [aRentableMovie(7001), aRentableMovie(7002, { title: 'Paper Moons' })],
  options: Parameters<typeof fakeCommerceServer>[2] = {},
  extra: Record<string, () => Response> = {},
) {
  const session = fakeSessionServer([household], household.code);
  const commerce = fakeCommerceServer(household, titles, options);
  const api = fakeApi({ ...session.handlers, ...commerce.handlers, ...extra });
  vi.stubGlobal('fetch', api.fetch);
  const view = await renderApp(url, { session: 'from-api' });
  return { ...view, api, commerce };
}

describe('My Stuff', () => {
  it('lists entitled titles by name with links to their details, leaving out run-out rentals', async () => {
    const household = aCommerceCustomer();
    household.account = {
      ...household.account!,
      entitlements: { '7001': aRental(3 * DAY_MS), '7002': aRental(-DAY_MS) },
    };
    await open('/account/mystuff', household);
    const list = await screen.findByRole('list', { name: 'My titles' });
    const link = await within(list).findByRole('link', { name: 'The Lantern Keeper' });
    expect(link).toHaveAttribute('href', '/account/mystuff/details/7001/the-lantern-keeper');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent(/Rented until \d\d \w{3} \d{4}/);
    expect(screen.queryByText('Paper Moons')).toBeNull();
  });

  it('shows the wishlist newest first, marks what was just added, and removes an item', async () => {
    const { user, commerce } = await open('/account/mystuff', aCommerceCustomer(), undefined, {
      wishlist: { '7001': iso(-10 * DAY_MS), '7002': iso(-5_000) },
    });
    const list = await screen.findByRole('list', { name: 'Titles on your wishlist' });
    await within(list).findByRole('link', { name: 'Paper Moons' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Paper MoonsNew',
      'The Lantern Keeper',
    ]);
    // Each item says what it costs and leads to its page to rent or buy it.
    expect(within(items[1]!).getByText('Rent from $3.99 · Buy from $10.99')).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('link', { name: 'Rent or buy: The Lantern Keeper' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/account\/mystuff\/details\/7001\//));
    await user.click(
      within(list).getByRole('button', { name: 'Remove from wishlist: The Lantern Keeper' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(commerce.wishlist).not.toHaveProperty('7001');
  });

  it("drops a 'New' mark 33 s after the item was added by the server's clock, on a page left open", async () => {
    // The server's clock is two minutes ahead of this browser's (account spec §7: its answers'
    // timestamps give the offset), and the item was added 5 s before the server's time.
    const ahead = 120_000;
    const household = aCommerceCustomer();
    const session = fakeSessionServer([household], household.code);
    const commerce = fakeCommerceServer(
      household,
      [aRentableMovie(7002, { title: 'Paper Moons' })],
      {
        wishlist: { '7002': iso(ahead - 5_000) },
      },
    );
    const api = fakeApi({ ...session.handlers, ...commerce.handlers });
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      const answer = await api.fetch(...args);
      const body = await answer.json();
      if (body?.__meta__) body.__meta__.timestamp = Date.now() + ahead;
      return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
    });
    // The fake clock moves only as the test and Testing Library's waits move it: the steps below
    // are counted from the start, so how far those waits moved it changes nothing.
    vi.useFakeTimers();
    const start = Date.now();
    await renderApp('/account/mystuff', { session: 'from-api' });
    const list = await screen.findByRole('list', { name: 'Titles on your wishlist' });
    const heading = await within(list).findByRole('heading', { name: /Paper Moons/ });
    expect(heading).toHaveTextContent('Paper MoonsNew');

    // The mark ends 28 s after the start (33 s after an addition 5 s before the server's time).
    await act(() => vi.advanceTimersByTimeAsync(27_000 - (Date.now() - start)));
    expect(heading).toHaveTextContent('Paper MoonsNew');
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() =>
      expect(within(list).getByRole('heading', { name: /Paper Moons/ })).toHaveTextContent(
        /^Paper Moons$/,
      ),
    );
  });

  it('says when the wishlist is empty, and reloads it when another device changes it', async () => {
    const { queryClient, commerce } = await open('/account/mystuff', aCommerceCustomer());
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
    commerce.wishlist['7002'] = iso(-DAY_MS);
    await applyFrame(queryClient, frame('WISHLISTS_CHANGED'));
    expect(await screen.findByRole('link', { name: 'Paper Moons' })).toBeInTheDocument();
  });
});

describe('addresses people guess', () => {
  it('/account/wishlist opens My Stuff at the wishlist', async () => {
    const { router } = await open('/account/wishlist', aCommerceCustomer());
    expect(await screen.findByRole('heading', { level: 2, name: 'Wishlist' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/mystuff');
    expect(router.state.location.hash).toBe('#wishlist');
  });

  it('/account/credits opens the credits and purchase history', async () => {
    const { router } = await open('/account/credits', aCommerceCustomer());
    await screen.findByRole('heading', { level: 1, name: 'Movie credits and purchase history' });
    expect(router.state.location.pathname).toBe('/account/settings/credits');
  });
});

describe('credits and purchase history', () => {
  it('lists credits, purchases and credit changes, and refreshes after a purchase elsewhere', async () => {
    const household = aCommerceCustomer();
    const { queryClient, commerce, api } = await open('/account/settings/credits', household);
    await screen.findByRole('heading', { level: 1, name: 'Movie credits and purchase history' });
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
    expect(screen.getByText('Movie credits').nextSibling).toHaveTextContent('2');
    // The credits bar is not shown on the page that lists the credits.
    expect(screen.queryByRole('complementary', { name: 'Your credits' })).toBeNull();

    // Another device rents a movie with a credit; the live socket says entitlements changed.
    const purchase = commerce.handlers['/v2/vod/purchase']!;
    await purchase({
      path: '/v2/vod/purchase',
      query: new URLSearchParams(),
      form: new URLSearchParams({
        title_id: '7001',
        content_format: 'sd',
        duration: '172800',
        free_vod: '1',
        idempotency_key: 'other-device-1',
      }),
    });
    await applyFrame(queryClient, frame('ENTITLEMENTS_CHANGED'));
    const table = await screen.findByRole('table', { name: 'Your purchases, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      expect.stringMatching(/^\d\d \w{3} \d{4}$/),
      'The Lantern Keeper',
      'Rent SD',
      'Credit',
    ]);
    expect(screen.getByText('Movie credits').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Used on The Lantern Keeper')).toBeInTheDocument();
    expect(screen.getByText('−1 movie credit')).toBeInTheDocument();
    expect(api.callsTo('/v2/vod/purchase/history').length).toBeGreaterThan(1);
  });

  it('says when the history cannot be loaded, with a retry', async () => {
    await open(
      '/account/settings/credits',
      aCommerceCustomer(),
      undefined,
      {},
      {
        '/v2/vod/purchase/history': () => refusal('ERR_INTERNAL', 'oops', 500),
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your purchase history could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the credits bar', () => {
  it('shows a customer their credits on store and account pages, not on sign-in or marketing pages', async () => {
    const { router } = await open('/account/mystuff', aCommerceCustomer());
    const bar = await screen.findByRole('complementary', { name: 'Your credits' });
    expect(bar).toHaveTextContent('2 movie credits');
    expect(bar).toHaveTextContent('1 episode credit');
    expect(within(bar).getByRole('link', { name: 'See credit history' })).toHaveAttribute(
      'href',
      '/account/settings/credits',
    );
    await router.navigate('/');
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Your credits' })).toBeNull(),
    );
    await router.navigate('/account/signin');
    await screen.findByLabelText('Activation code');
    expect(screen.queryByRole('complementary', { name: 'Your credits' })).toBeNull();
  });

  it('is not shown to anonymous visitors', async () => {
    const household = { code: 'X', pin: '1234', account: anAccount() };
    const session = fakeSessionServer([household], null);
    const commerce = fakeCommerceServer(household, [aRentableMovie()]);
    vi.stubGlobal('fetch', fakeApi({ ...session.handlers, ...commerce.handlers }).fetch);
    await renderApp('/movie/details/7001', { session: 'from-api' });
    await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' });
    expect(screen.queryByRole('complementary', { name: 'Your credits' })).toBeNull();
  });
});
