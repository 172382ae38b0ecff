import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import {
  accountAnswer,
  anAccount,
  fakeApi,
  fakeSessionServer,
  noSession,
  okAnswer,
  refusal,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';

type Handlers = Parameters<typeof fakeApi>[0];

function serve(handlers: Handlers) {
  const api = fakeApi({ '/v2/subscriber/authenticate_with_cookie': noSession, ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const CUSTOMER: FakeHousehold = { code: 'CUST0001', pin: '1234' };

/** The sign-in calls over demo-like households, keeping the session as the server would. */
function serveHouseholds(...households: FakeHousehold[]) {
  return serve(fakeSessionServer(households).handlers);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function submitCode(user: Awaited<ReturnType<typeof renderApp>>['user'], code: string) {
  const field = await screen.findByLabelText('Activation code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in page', () => {
  it('has an activation code field, remember-me on by default and help to find the code', async () => {
    serve({});
    await renderApp('/account/signin', { session: 'from-api' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Activation code')).toHaveAccessibleDescription(/box ID/);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Where is my code?' })).toHaveAttribute(
      'href',
      '/account/signin/whereismycode',
    );
  });

  it('goes from the code to the PIN, then to My Stuff', async () => {
    const api = serveHouseholds({ ...CUSTOMER });
    const { user, router } = await renderApp('/account/signin');
    await submitCode(user, ' cust0001 ');

    const pin = await screen.findByLabelText('PIN');
    expect(router.state.location.pathname).toBe('/account/signin/enterpin');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'current-password');
    expect(pin).toHaveFocus();
    await user.type(pin, '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Stuff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/mystuff');
    expect(api.callsTo('/v3/authenticate').map((c) => Object.fromEntries(c.form))).toEqual([
      { activation_code: 'cust0001' },
      { activation_code: 'cust0001', pin: '1234' },
    ]);
    expect(screen.getByRole('button', { name: 'My account' })).toBeInTheDocument();
  });

  it('says so on a wrong PIN and stays on the PIN step; Back returns to the code, kept', async () => {
    serveHouseholds({ ...CUSTOMER });
    const { user, router } = await renderApp('/account/signin');
    await submitCode(user, 'CUST0001');
    await user.type(await screen.findByLabelText('PIN'), '9999');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect PIN');
    expect(alert).toHaveTextContent('Please check your PIN and try again.');
    expect(screen.getByLabelText('PIN')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/account/signin/enterpin');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Activation code')).toHaveValue('CUST0001');
  });

  it('warns after the 3rd and 4th wrong PIN how many tries are left and how long the lock lasts', async () => {
    serveHouseholds({ ...CUSTOMER });
    const { user } = await renderApp('/account/signin');
    await submitCode(user, 'CUST0001');
    const texts: string[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await user.type(await screen.findByLabelText('PIN'), '9999');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(screen.getByLabelText('PIN')).toHaveValue(''));
      texts.push((await screen.findByRole('alert')).textContent ?? '');
    }
    expect(texts[0]).not.toMatch(/more tr/);
    expect(texts[1]).not.toMatch(/more tr/);
    expect(texts[2]).toContain(
      'You have 2 more tries. After 2 more wrong PINs, PIN entry is locked for 15 minutes.',
    );
    expect(texts[3]).toContain(
      'You have 1 more try. After another wrong PIN, PIN entry is locked for 15 minutes.',
    );
  });

  it("shows the server's own words when PIN checks are locked", async () => {
    serve({
      '/v3/authenticate': ({ form }) =>
        form.has('pin')
          ? refusal('ERR_PIN_LOCKED', 'Too many incorrect PINs. Try again in 15 minutes.', 429)
          : refusal('MISSING_PIN', 'Enter your PIN', 401),
    });
    const { user } = await renderApp('/account/signin');
    await submitCode(user, 'CUST0001');
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many incorrect PINs. Try again in 15 minutes.',
    );
  });

  it('refuses letters in a PIN before asking the server', async () => {
    const api = serveHouseholds({ ...CUSTOMER });
    const { user } = await renderApp('/account/signin');
    await submitCode(user, 'CUST0001');
    const pin = await screen.findByLabelText('PIN');
    await user.type(pin, '12a');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter numbers only.');
    expect(pin).toHaveAccessibleDescription(/Please enter numbers only\./);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.callsTo('/v3/authenticate')).toHaveLength(1);
  });

  it.each([
    [
      'ERR_SUSPENDED',
      'Account suspended',
      { isp: { name: 'Direct' } },
      'Account RestrictedYour account is suspended, which usually means a payment is overdue. Nothing can be watched or bought until it is restored.Contact us to restore your account',
    ],
    [
      'ERR_SUSPENDED',
      'Account suspended',
      { isp: { name: 'Wattle Broadband' } },
      'Account RestrictedYour account is suspended, which usually means a payment is overdue. Nothing can be watched or bought until it is restored.Your account is run by Wattle Broadband: contact them to restore it.',
    ],
    [
      'ERR_NO_CATALOGUE',
      'Account disabled',
      { isp: { name: 'Direct' } },
      'Account DisabledIt seems your account is disabled.Contact us to have your account turned back on',
    ],
    ['NOT_ACTIVATED', 'Box not activated', {}, 'Activate your box before you sign in.'],
    ['ERR_GENERAL', 'Terminal missing serial and mac', {}, 'Active Box Required'],
    [
      'INVALID_TERMINAL',
      'Invalid terminal',
      { isp: { name: 'Direct' } },
      'Account RestrictedPlease contact your service provider.',
    ],
    [
      'INVALID_TERMINAL',
      'Invalid terminal',
      { isp: { name: 'Retail' } },
      'Account RestrictedYour account is managed by your internet provider: please sign in on the retail site.Go to the retail site',
    ],
    [
      'ERR_INVALID_ACTIVATION_CODE',
      'Invalid activation code',
      {},
      'Invalid Activation CodeCheck the code and try again.Where is my activation code (Fetch ID)?',
    ],
  ])('words %s (%s) as the spec does', async (code, message, extra, words) => {
    serve({ '/v3/authenticate': () => refusal(code, message, 403, extra) });
    const { user } = await renderApp('/account/signin');
    await submitCode(user, 'ABC12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(words, {
      normalizeWhitespace: true,
    });
  });

  it('links a wrong code to where to find it, by either of its names', async () => {
    serve({ '/v3/authenticate': () => refusal('ERR_INVALID_ACTIVATION_CODE', 'Invalid', 403) });
    const { user } = await renderApp('/account/signin');
    await submitCode(user, 'ABC12345');
    const alert = await screen.findByRole('alert');
    // Decision 0023 keeps "/ Fetch ID" out of the title; customers who know their code by that
    // name find it in the help link, and the help page says so (issue 38).
    expect(alert).toHaveTextContent(/^Invalid Activation CodeCheck the code/);
    await user.click(
      within(alert).getByRole('link', { name: 'Where is my activation code (Fetch ID)?' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where is my activation code?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/some boxes and apps call the Fetch ID/)).toBeInTheDocument();
  });

  it('words a traffic-limiter refusal as the limiter does, with when to try again', async () => {
    serve({
      '/v3/authenticate': () => {
        const answer = refusal('ERR_RATE_LIMITED', 'Too many requests.', 429);
        answer.headers.set('Retry-After', '240');
        return answer;
      },
    });
    const { user } = await renderApp('/account/signin');
    await submitCode(user, 'CUST0001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Too many requestsToo many requests came from this connection. Try again in 4 minutes.',
    );
    expect(alert).not.toHaveTextContent(/Invalid Activation Code/);
  });

  it('refuses an empty code without asking (the default household cannot sign in)', async () => {
    const api = serve({});
    const { user } = await renderApp('/account/signin');
    await screen.findByLabelText('Activation code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Activation Code');
    expect(api.callsTo('/v3/authenticate')).toHaveLength(0);
  });

  it('sets the first PIN of a new box, asking again after a mismatch', async () => {
    const api = serveHouseholds({ code: 'NEWPIN01', pin: null });
    const { user, router } = await renderApp('/account/signin');
    await submitCode(user, 'NEWPIN01');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your PIN' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/signin/setpin');
    await user.type(screen.getByLabelText('New PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Confirm PIN'), '1357');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PIN you entered does not match. Please check the code and try again.',
    );
    expect(screen.getByLabelText('New PIN')).toHaveValue('');
    await user.type(screen.getByLabelText('New PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Confirm PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Stuff' })).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('/v2/subscriber/update')[0]!.form)).toEqual({
      pin: '2468',
    });
  });

  it('says under the field which PINs are refused, and refuses a common one before sending it (issue 38.1)', async () => {
    const api = serveHouseholds({ code: 'NEWPIN01', pin: null });
    const { user } = await renderApp('/account/signin');
    await submitCode(user, 'NEWPIN01');
    const field = await screen.findByLabelText('New PIN');
    expect(field).toHaveAccessibleDescription(
      '4 digits, hard to guess: not one digit repeated (0000), not a run (1234, 9876), not a repeated pair (1212), and not one of the most used PINs (1004, 2000, 1122, 2001, 2580).',
    );
    await user.type(field, '2580');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('New PIN')).toHaveAccessibleDescription(
      expect.stringContaining(
        '2580 is one of the most used PINs, so it is too easy to guess. Choose another PIN.',
      ),
    );
    expect(screen.queryByLabelText('Confirm PIN')).not.toBeInTheDocument();
    expect(api.callsTo('/v2/subscriber/update')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the new PIN, never a wrong activation code (issue 38.1)", async () => {
    const reason = 'Choose a PIN that is harder to guess: not a date such as 1987.';
    serve({
      ...fakeSessionServer([{ code: 'NEWPIN01', pin: null }]).handlers,
      '/v2/subscriber/update': () => refusal('ERR_VALIDATION', reason, 400),
    });
    const { user } = await renderApp('/account/signin');
    await submitCode(user, 'NEWPIN01');
    await user.type(await screen.findByLabelText('New PIN'), '1987');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Confirm PIN'), '1987');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose another PIN');
    expect(alert).toHaveTextContent(reason);
    expect(alert).not.toHaveTextContent('Invalid Activation Code');
    // A new PIN is asked for at once.
    expect(screen.getByLabelText('New PIN')).toHaveValue('');
  });

  it('goes back from setting a PIN by signing the half-finished session out', async () => {
    const api = serve({
      '/v3/authenticate': () =>
        accountAnswer(anAccount({ household: { uuid: 'new', user_defined_pin: false } })),
      '/v2/subscriber/logout': () => accountAnswer(),
    });
    const { user, router } = await renderApp('/account/signin');
    await submitCode(user, 'NEWPIN01');
    await screen.findByRole('heading', { level: 1, name: 'Set your PIN' });
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await screen.findByLabelText('Activation code');
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(api.callsTo('/v2/subscriber/logout')).toHaveLength(1);
  });

  it('sends a signed-in customer on, and a box without a PIN to set one (cookie sign-in)', async () => {
    serve({ '/v2/subscriber/authenticate_with_cookie': () => accountAnswer() });
    const first = await renderApp('/account/signin?returnUrl=%2Faccount%2Fhelp', {
      session: 'from-api',
    });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/account/help'));
    first.unmount();

    serve({
      '/v2/subscriber/authenticate_with_cookie': () =>
        accountAnswer(anAccount({ household: { uuid: 'new', user_defined_pin: false } })),
    });
    const second = await renderApp('/account/signin', { session: 'from-api' });
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/account/signin/setpin'),
    );
  });

  it('sends retail customers to the retail site after the PIN', async () => {
    serveHouseholds({
      code: 'RETAIL01',
      pin: '1234',
      account: anAccount({ isp: { name: 'Retail', purchase_disabled: false } }),
    });
    const { user, router } = await renderApp('/account/signin?returnUrl=%2Faccount%2Fsettings');
    // The retail site is not built yet (its pages go on to /notfound): record where we went.
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await submitCode(user, 'RETAIL01');
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(visited).toContain('/account_retail/settings'));
    expect(visited).not.toContain('/account/settings');
  });

  it('remembers the code only while remember-me is on', async () => {
    serveHouseholds({ ...CUSTOMER });
    const first = await renderApp('/account/signin');
    await submitCode(first.user, 'CUST0001');
    await screen.findByLabelText('PIN');
    first.unmount();

    const second = await renderApp('/account/signin');
    expect(await screen.findByLabelText('Activation code')).toHaveValue('CUST0001');
    await second.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await second.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('PIN');
    second.unmount();

    await renderApp('/account/signin');
    expect(await screen.findByLabelText('Activation code')).toHaveValue('');
  });

  it.each([
    ['/account/signin/CUST0001', 'CUST0001'],
    ['/account/signin/code/SUSPEND1', 'SUSPEND1'],
    ['/account/signin?activationcode=NOTACT01', 'NOTACT01'],
  ])('prefills the code from %s', async (url, code) => {
    serve({});
    await renderApp(url);
    expect(await screen.findByLabelText('Activation code')).toHaveValue(code);
  });

  it.each(['/signin', '/account', '/myaccount'])(
    'sends %s to sign-in, keeping its query',
    async (url) => {
      serve({});
      const { router } = await renderApp(`${url}?msg=signedOut`);
      const message = await screen.findByText('You have been signed out.');
      expect(message.closest('[role="status"]')).not.toBeNull();
      expect(router.state.location.pathname).toBe('/account/signin');
    },
  );

  it('names a configured partner and goes to its destination after the sign-in', async () => {
    serveHouseholds(CUSTOMER);
    const { user, router } = await renderApp('/account/signin/go-to-partner/Wattle');
    expect(await screen.findByText('Sign in to continue to Wattle Broadband.')).toBeInTheDocument();
    await submitCode(user, 'CUST0001');
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/settings/package-management'),
    );
  });

  it('takes the partner from the query too', async () => {
    serve({});
    await renderApp('/account/signin?partner=netflix');
    expect(await screen.findByText('Sign in to continue to Netflix.')).toBeInTheDocument();
  });

  it("never shows an unknown partner link's text, and says the link is not known", async () => {
    serveHouseholds(CUSTOMER);
    const { user, router } = await renderApp(
      `/account/signin/go-to-partner/${encodeURIComponent('Call 555-0100 to claim a prize')}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We do not recognise this partner link',
    );
    expect(screen.queryByText(/555-0100/)).not.toBeInTheDocument();
    await submitCode(user, 'CUST0001');
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/mystuff'));
  });

  it('forgets the remembered code when the server refused the auth cookie (account spec §8)', async () => {
    localStorage.setItem('signIn.activationCode', 'CUST0001');
    serve({
      '/v2/subscriber/authenticate_with_cookie': () =>
        okAnswer({ signed_in: false, cookie_refused: true }),
    });
    await renderApp('/account/signin', { session: 'from-api' });

    expect(await screen.findByLabelText('Activation code')).toHaveValue('');
    expect(localStorage.getItem('signIn.activationCode')).toBeNull();
  });

  it('keeps the remembered code when there was no cookie to refuse', async () => {
    localStorage.setItem('signIn.activationCode', 'CUST0001');
    serve({
      '/v2/subscriber/authenticate_with_cookie': () => okAnswer({ signed_in: false }),
    });
    await renderApp('/account/signin', { session: 'from-api' });

    expect(await screen.findByLabelText('Activation code')).toHaveValue('CUST0001');
  });

  it('says the session expired when sent here for that reason', async () => {
    serve({});
    await renderApp('/account/signin?msg=sessionExpired');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired or you have been signed out from another device.',
    );
  });
});
