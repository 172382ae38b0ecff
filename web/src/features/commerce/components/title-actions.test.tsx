import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flagsOf } from '@app/domain';
import { renderApp } from '#app/test/render-app.tsx';
import {
  aCommerceCustomer,
  aRentableMovie,
  fakeCommerceServer,
} from '#app/test/commerce-fixtures.ts';
import {
  fakeApi,
  fakeSessionServer,
  refusal,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';
import { aSeason, aSeries, anEpisode } from '#app/test/title-fixtures.ts';

// Pages come through lazy routes: give a busy machine time to find them.
configure({ asyncUtilTimeout: 5000 });

// A session this browser had before would make a signed-out start read as 'session ended'.
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(
  household: FakeHousehold,
  titles = [aRentableMovie()],
  options: Parameters<typeof fakeCommerceServer>[2] = {},
  url = `/movie/details/${titles[0]!.id}`,
) {
  const session = fakeSessionServer([household], household.code);
  const commerce = fakeCommerceServer(household, titles, options);
  const api = fakeApi({ ...session.handlers, ...commerce.handlers });
  vi.stubGlobal('fetch', api.fetch);
  const view = await renderApp(url, { session: 'from-api' });
  return { ...view, api, commerce };
}

async function startRenting(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' }));
  return screen.findByRole('dialog', { name: 'Choose how to watch The Lantern Keeper' });
}

/** A definition list's terms and their values. */
function termsOf(container: HTMLElement) {
  const terms = within(container).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

async function enterPin(user: Awaited<ReturnType<typeof open>>['user'], pin = '1234') {
  const dialog = await screen.findByRole('dialog', { name: 'Enter your PIN' });
  await user.type(within(dialog).getByLabelText('PIN', { exact: true }), pin);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('buying and renting on title details', () => {
  it('rents a movie with a movie credit after the PIN, and then shows the rental', async () => {
    const household = aCommerceCustomer();
    const { user, api, commerce } = await open(household);

    const options = await startRenting(user);
    // With the credit ticked (as it starts), the rentals it pays for cost the credit, and their
    // cash price stays in sight beside it (issue 34).
    const names = () =>
      within(options)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(names()).toEqual([
      'Rent in SD for 1 movie credit instead of $3.99',
      'Rent in HD for 1 movie credit instead of $4.99',
      'Buy in HD for $10.99',
    ]);
    expect(within(options).getByText(/start watching within 7 days.*48 hours/)).toBeInTheDocument();
    const useCredit = within(options).getByRole('checkbox', {
      name: 'Use a movie credit (2 left)',
    });
    await user.click(useCredit);
    expect(names()).toEqual([
      'Rent in SD for $3.99',
      'Rent in HD for $4.99',
      'Buy in HD for $10.99',
    ]);
    await user.click(useCredit);
    await user.click(
      within(options).getByRole('radio', {
        name: 'Rent in HD for 1 movie credit instead of $4.99',
      }),
    );
    expect(useCredit).toBeChecked();
    await user.click(within(options).getByRole('button', { name: 'Continue' }));

    // The PIN step recaps the order: the title, the way to watch, and the credit as its price.
    const pin = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    const recap = within(pin).getByRole('group', { name: 'Your order' });
    expect(termsOf(recap)).toEqual({
      Title: 'The Lantern Keeper',
      'Way to watch': 'Rent in HD',
      Price: '1 movie credit',
    });
    await enterPin(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(confirm).toHaveTextContent(
      'Rent The Lantern Keeper in HD with a movie credit. Nothing is charged.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and use credit' }));

    const success = await screen.findByRole('dialog', { name: 'Enjoy The Lantern Keeper' });
    expect(success).toHaveTextContent(/Your rental is ready\. Start watching by \d\d \w{3} \d{4}/);
    const [call] = api.callsTo('/v2/vod/purchase');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      title_id: '7001',
      content_format: 'hd',
      duration: '172800',
      free_vod: '1',
    });
    expect(commerce.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    await user.click(within(success).getByRole('button', { name: 'Done' }));

    expect(await screen.findByText(/^Rented: start watching by/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy or rent The Lantern Keeper' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play The Lantern Keeper' })).toBeInTheDocument();
  });

  it('buys without a credit when the price is not a rental, charging the price', async () => {
    const { user, api } = await open(aCommerceCustomer());
    const options = await startRenting(user);
    await user.click(within(options).getByRole('radio', { name: 'Buy in HD for $10.99' }));
    expect(within(options).queryByRole('checkbox')).toBeNull();
    expect(within(options).queryByText(/Rental terms/)).toBeNull();
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    const pin = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    expect(termsOf(within(pin).getByRole('group', { name: 'Your order' }))).toEqual({
      Title: 'The Lantern Keeper',
      'Way to watch': 'Buy in HD',
      Price: '$10.99',
    });
    await enterPin(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(confirm).toHaveTextContent('Buy The Lantern Keeper in HD for $10.99.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and pay' }));
    await screen.findByRole('dialog', { name: 'Enjoy The Lantern Keeper' });
    expect(screen.getByText('It is yours to keep.')).toBeInTheDocument();
    expect(api.callsTo('/v2/vod/purchase')[0]!.form.get('free_vod')).toBeNull();
  });

  it('offers no credit for a movie that does not allow credits', async () => {
    const movie = aRentableMovie(7002, { flags: flagsOf('hd') });
    const { user } = await open(aCommerceCustomer(), [movie]);
    const options = await startRenting(user);
    expect(within(options).queryByRole('checkbox')).toBeNull();
  });

  it("tells a declined payment with 'Payment declined' and charges nothing", async () => {
    const household = aCommerceCustomer({ code: 'DECLINE1' });
    const { user } = await open(household, undefined, {
      refusePurchase: () => refusal('ERR_ISP_REFUSED', 'Payment declined', 402),
    });
    const options = await startRenting(user);
    await user.click(within(options).getByRole('checkbox'));
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    const alert = await screen.findByRole('dialog', { name: 'Payment declined' });
    expect(alert).toHaveTextContent('nothing was charged');
    // It leads somewhere: our own customers get the billing article and the contact form.
    expect(
      within(alert).getByRole('link', { name: 'How to update your payment details' }),
    ).toHaveAttribute('href', '/faqs/account-and-billing/billing');
    expect(within(alert).getByRole('link', { name: 'Contact us about a payment' })).toHaveAttribute(
      'href',
      '/contact-us/general',
    );
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(
      screen.getByRole('button', { name: 'Buy or rent The Lantern Keeper' }),
    ).toBeInTheDocument();
  });

  it("tells a restricted account 'Account Restricted' before anything is chosen", async () => {
    const household = aCommerceCustomer({ code: 'RESTRIC1' });
    household.account = {
      ...household.account!,
      isp: { name: 'Limited', purchase_disabled: true },
    };
    const { user, api } = await open(household);
    await user.click(await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' }));
    const alert = await screen.findByRole('dialog', { name: 'Account Restricted' });
    expect(alert).toHaveTextContent('does not allow purchases');
    expect(api.callsTo('/v2/vod/purchase')).toHaveLength(0);
  });

  it('says Purchase failed with the reason for any other refusal', async () => {
    const { user } = await open(aCommerceCustomer(), undefined, {
      refusePurchase: () => refusal('COULD_NOT_APPLY_CREDIT', 'COULD NOT APPLY CREDIT', 409),
    });
    const options = await startRenting(user);
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and use credit' }));
    const alert = await screen.findByRole('dialog', { name: 'Purchase failed' });
    expect(alert).toHaveTextContent('Reason: COULD NOT APPLY CREDIT');
  });

  it('counts an existing entitlement as success', async () => {
    const { user } = await open(aCommerceCustomer(), undefined, {
      refusePurchase: () =>
        refusal('ERR_EXISTING_ENTITLEMENT', 'You already have this title.', 409, {
          entitlement: {
            state: 'PURCHASED',
            created: new Date().toISOString(),
            expires: null,
            download_expires: null,
            price_rule: null,
            children: {},
          },
        }),
    });
    const options = await startRenting(user);
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and use credit' }));
    expect(
      await screen.findByRole('dialog', { name: 'Enjoy The Lantern Keeper' }),
    ).toBeInTheDocument();
  });

  it('retries after no answer with the same idempotency key, so it cannot charge twice', async () => {
    let fail = true;
    const household = aCommerceCustomer();
    const { user, commerce, api } = await open(household);
    const realFetch = api.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/v2/vod/purchase') && fail) {
        fail = false;
        await realFetch(input, init);
        throw new TypeError('Failed to fetch');
      }
      return realFetch(input, init);
    });
    const options = await startRenting(user);
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and use credit' }));
    const alert = await screen.findByRole('dialog', { name: 'Error connecting to server' });
    expect(alert).toHaveTextContent('We could not connect to server to complete action.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Enjoy The Lantern Keeper' });
    expect(commerce.keys).toHaveLength(2);
    expect(commerce.keys[1]).toBe(commerce.keys[0]);
    expect(commerce.history).toHaveLength(1);
  });

  it('cancels at the price step without buying anything', async () => {
    const { user, api } = await open(aCommerceCustomer());
    const options = await startRenting(user);
    await user.click(within(options).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/v2/vod/purchase')).toHaveLength(0);
  });

  it('ends as already purchased when the reloaded account has the title', async () => {
    const household = aCommerceCustomer();
    const { user } = await open(household);
    const button = await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' });
    household.account = {
      ...household.account!,
      entitlements: {
        '7001': {
          state: 'PURCHASED',
          created: new Date().toISOString(),
          expires: null,
          download_expires: new Date(Date.now() + 86_400_000).toISOString(),
          price_rule: null,
          children: {},
        },
      },
    };
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Already yours' })).toHaveTextContent(
      'You already have The Lantern Keeper',
    );
  });

  it('offers an episode or its whole season, and buys the season', async () => {
    const series = aSeries(800, { title: 'Tidewater' });
    const season = aSeason(801, series, 1, [802, 803]);
    const episodes = [anEpisode(802, season, 1), anEpisode(803, season, 2)];
    const { user, api } = await open(
      aCommerceCustomer(),
      [series, season, ...episodes],
      {},
      '/season/details/801/tidewater/802',
    );
    const selected = await screen.findByRole('region', {
      name: 'Selected episode: Episode title 802',
    });
    await user.click(within(selected).getByRole('button', { name: 'Buy Episode title 802' }));
    const choice = await screen.findByRole('dialog', { name: 'This episode or the whole season?' });
    await user.click(
      within(choice).getByRole('button', { name: 'The whole season: Tidewater, Season 1' }),
    );
    const options = await screen.findByRole('dialog', {
      name: 'Choose how to watch Tidewater, Season 1',
    });
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    await screen.findByRole('dialog', { name: 'Enjoy Tidewater, Season 1' });
    expect(api.callsTo('/v2/vod/purchase')[0]!.form.get('title_id')).toBe('801');
  });

  it('buys just the episode with an episode credit', async () => {
    const series = aSeries(800, { title: 'Tidewater' });
    const season = aSeason(801, series, 1, [802, 803]);
    const episodes = [anEpisode(802, season, 1), anEpisode(803, season, 2)];
    const { user, api } = await open(
      aCommerceCustomer(),
      [series, season, ...episodes],
      {},
      '/season/details/801/tidewater/802',
    );
    const selected = await screen.findByRole('region', {
      name: 'Selected episode: Episode title 802',
    });
    await user.click(within(selected).getByRole('button', { name: 'Buy Episode title 802' }));
    const choice = await screen.findByRole('dialog', { name: 'This episode or the whole season?' });
    await user.click(
      within(choice).getByRole('button', { name: 'This episode: Episode title 802' }),
    );
    const options = await screen.findByRole('dialog', {
      name: 'Choose how to watch Episode title 802',
    });
    expect(
      within(options).getByRole('checkbox', { name: 'Use an episode credit (1 left)' }),
    ).toBeChecked();
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(confirm).toHaveTextContent(
      'Buy Episode title 802 in HD with an episode credit. Nothing is charged.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and use credit' }));
    await screen.findByRole('dialog', { name: 'Enjoy Episode title 802' });
    const form = api.callsTo('/v2/vod/purchase')[0]!.form;
    expect([form.get('title_id'), form.get('duration'), form.get('free_vod')]).toEqual([
      '802',
      '-1',
      '1',
    ]);
  });

  it('asks an anonymous visitor to sign in first', async () => {
    const household = aCommerceCustomer();
    const session = fakeSessionServer([household], null);
    const commerce = fakeCommerceServer(household, [aRentableMovie()]);
    vi.stubGlobal('fetch', fakeApi({ ...session.handlers, ...commerce.handlers }).fetch);
    const { user } = await renderApp('/movie/details/7001', { session: 'from-api' });
    await user.click(await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' }));
    expect(await screen.findByRole('dialog', { name: /sign in/i })).toBeInTheDocument();
  });

  it('goes on to the choice of price once the visitor has signed in in the dialog', async () => {
    const household = aCommerceCustomer();
    const session = fakeSessionServer([household], null);
    const commerce = fakeCommerceServer(household, [aRentableMovie()]);
    // Titles come over a network: the page reloads them after the sign-in while the flow goes on.
    const titles = commerce.handlers['/v3/vod/titles']!;
    const slowTitles: typeof titles = async (call) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return titles(call);
    };
    const handlers = { ...session.handlers, ...commerce.handlers, '/v3/vod/titles': slowTitles };
    vi.stubGlobal('fetch', fakeApi(handlers).fetch);
    const { user } = await renderApp('/movie/details/7001', { session: 'from-api' });
    await user.click(await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(signIn).getByLabelText('Activation code'), `${household.code}{Enter}`);
    const pin = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    await user.type(within(pin).getByLabelText('PIN'), '1234');
    await user.click(within(pin).getByRole('button', { name: 'Sign in' }));

    const options = await screen.findByRole('dialog', {
      name: 'Choose how to watch The Lantern Keeper',
    });
    expect(within(options).getAllByRole('radio')).toHaveLength(3);
  });
});

describe('Play', () => {
  it('tells a desktop browser that titles play in the app', async () => {
    const household = aCommerceCustomer();
    household.account = {
      ...household.account!,
      entitlements: {
        '7001': {
          state: 'PURCHASED',
          created: new Date().toISOString(),
          expires: null,
          download_expires: new Date(Date.now() + 86_400_000).toISOString(),
          price_rule: null,
          children: {},
        },
      },
    };
    const { user } = await open(household);
    expect(await screen.findByText('Bought: yours to keep')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play The Lantern Keeper' }));
    const alert = await screen.findByRole('dialog', { name: 'Watch in the app' });
    expect(alert).toHaveTextContent('not in a desktop browser');
  });
});

describe('Play in a mobile browser', () => {
  it('links to the title in the app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    );
    const household = aCommerceCustomer();
    household.account = {
      ...household.account!,
      entitlements: {
        '7001': {
          state: 'PURCHASED',
          created: new Date().toISOString(),
          expires: null,
          download_expires: new Date(Date.now() + 86_400_000).toISOString(),
          price_rule: null,
          children: {},
        },
      },
    };
    await open(household);
    expect(await screen.findByRole('link', { name: 'Play The Lantern Keeper' })).toHaveAttribute(
      'href',
      'tvstore://title/7001',
    );
  });
});

describe('the wishlist on details', () => {
  it('adds and removes a movie, with the bookmark banner after adding', async () => {
    const { user, commerce } = await open(aCommerceCustomer());
    await user.click(
      await screen.findByRole('button', { name: 'Add to wishlist: The Lantern Keeper' }),
    );
    expect(await screen.findByText('The Lantern Keeper is on your wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your wishlist' })).toHaveAttribute(
      'href',
      '/account/mystuff',
    );
    expect(commerce.wishlist).toHaveProperty('7001');
    await user.click(
      screen.getByRole('button', { name: 'Remove from wishlist: The Lantern Keeper' }),
    );
    await screen.findByRole('button', { name: 'Add to wishlist: The Lantern Keeper' });
    expect(commerce.wishlist).not.toHaveProperty('7001');
  });

  it('shows the no-PIN screen to a household without a PIN', async () => {
    const household = aCommerceCustomer({ code: 'NEWPIN01', pin: null });
    const { user, api } = await open(household);
    await user.click(
      await screen.findByRole('button', { name: 'Add to wishlist: The Lantern Keeper' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set a PIN first' });
    expect(within(dialog).getByRole('link', { name: 'Set a PIN' })).toBeInTheDocument();
    expect(api.callsTo('/v2/subscriber/wishlist/add')).toHaveLength(0);
  });

  it('tells a failed change in a toast', async () => {
    const { user } = await open(aCommerceCustomer(), undefined, {
      refuseWishlist: () => refusal('ERR_INTERNAL', 'oops', 500),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Add to wishlist: The Lantern Keeper' }),
    );
    expect(
      await screen.findByText(
        'An error occurred whilst updating your wishlist, please try again later.',
      ),
    ).toBeInTheDocument();
  });
});
