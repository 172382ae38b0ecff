import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import {
  accountAnswer,
  anAccount,
  fakeApi,
  fakeSessionServer,
  okAnswer,
  refusal,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';

const RETAIL_ACCOUNT = anAccount({
  isp: { name: 'Retail', purchase_disabled: false },
  free_vod_count: 2,
  free_episode_count: 1,
});
const RETAIL: FakeHousehold = { code: 'RETAIL01', pin: '1234', account: RETAIL_ACCOUNT };
const CUSTOMER: FakeHousehold = { code: 'CUST0001', pin: '1234' };

/** The session calls over RETAIL01 and CUST0001, plus the retail calls with one stored logon. */
function serve(
  signedIn: string | null = null,
  stored: { email: string | null } = { email: null },
  takenEmail: string | null = null,
) {
  const sessions = fakeSessionServer([{ ...RETAIL }, { ...CUSTOMER }], signedIn);
  let password = 'Retail-Demo-1';
  const api = fakeApi({
    ...sessions.handlers,
    '/v3/retail/authenticate': ({ form }) => {
      if (form.get('email') !== stored.email || form.get('password') !== password) {
        return refusal('ERR_INVALID_CREDENTIALS', 'not right', 401);
      }
      sessions.handlers['/v3/authenticate']!({
        path: '/v3/authenticate',
        query: new URLSearchParams(),
        form: new URLSearchParams({ activation_code: 'RETAIL01', pin: '1234' }),
      });
      return accountAnswer(RETAIL_ACCOUNT);
    },
    '/v3/retail/credentials': ({ form }) => {
      if (form.has('email')) {
        // As the server does: addresses are kept trimmed and in lower case.
        const email = form.get('email')!.trim().toLowerCase();
        if (email === takenEmail) return refusal('ERR_EMAIL_TAKEN', 'taken', 409);
        stored.email = email;
        password = form.get('password') ?? '';
      }
      return okAnswer({ email: stored.email });
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the retail site', () => {
  it('asks a signed-out visitor to sign in, then opens the page they asked for', async () => {
    const api = serve(null, { email: 'retail01@example.com' });
    const { user, router } = await renderApp('/account_retail/credits', { session: 'from-api' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your retail account' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?target=credits');
    const byEmail = screen.getByRole('region', { name: 'With your e-mail address and password' });
    await user.type(within(byEmail).getByLabelText('E-mail address'), 'retail01@example.com');
    await user.type(within(byEmail).getByLabelText('Password'), 'Retail-Demo-1');
    await user.click(within(byEmail).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your credits' })).toBeVisible();
    expect(screen.getByText('2 movie credits')).toBeVisible();
    expect(screen.getByText('1 episode credit')).toBeVisible();
    expect(router.state.location.pathname).toBe('/account_retail/credits');
    expect(api.callsTo('/v3/retail/authenticate').map((c) => Object.fromEntries(c.form))).toEqual([
      { email: 'retail01@example.com', password: 'Retail-Demo-1' },
    ]);
    expect(screen.getByRole('navigation', { name: 'Retail account' })).toBeInTheDocument();
  });

  it('says so when the e-mail and password do not match, and clears the password', async () => {
    serve(null, { email: 'retail01@example.com' });
    const { user } = await renderApp('/account_retail/logon', { session: 'from-api' });
    const byEmail = await screen.findByRole('region', {
      name: 'With your e-mail address and password',
    });
    await user.click(within(byEmail).getByRole('button', { name: 'Sign in' }));
    expect(within(byEmail).getByRole('alert')).toHaveTextContent(
      'Enter your e-mail address and password.',
    );

    await user.type(within(byEmail).getByLabelText('E-mail address'), 'retail01@example.com');
    await user.type(within(byEmail).getByLabelText('Password'), 'wrong-one-1');
    await user.click(within(byEmail).getByRole('button', { name: 'Sign in' }));

    expect(await within(byEmail).findByRole('alert')).toHaveTextContent(
      /do not match an account\. After 5 wrong tries/,
    );
    expect(within(byEmail).getByLabelText('Password')).toHaveValue('');
  });

  it('logs on with the activation code and PIN, prefilled by a hand-over, to settings', async () => {
    serve();
    const { user, router } = await renderApp(
      '/account_retail/implicit-logon?target=settings&activationCode=RETAIL01',
      { session: 'from-api' },
    );
    const byCode = await screen.findByRole('region', { name: 'With your activation code and PIN' });
    expect(within(byCode).getByLabelText('Activation code')).toHaveValue('RETAIL01');
    await user.click(within(byCode).getByRole('button', { name: 'Continue' }));
    await user.type(await within(byCode).findByLabelText('PIN'), '1234');
    await user.click(within(byCode).getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retail account settings' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/account_retail/settings');
    expect(screen.getByText('Provider: Retail')).toBeVisible();
  });

  it('warns on the retail site too after the 3rd and 4th wrong PIN', async () => {
    serve();
    const { user } = await renderApp('/account_retail/implicit-logon?activationCode=RETAIL01', {
      session: 'from-api',
    });
    const byCode = await screen.findByRole('region', { name: 'With your activation code and PIN' });
    await user.click(within(byCode).getByRole('button', { name: 'Continue' }));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await user.type(await within(byCode).findByLabelText('PIN'), '9999');
      await user.click(within(byCode).getByRole('button', { name: 'Sign in' }));
      await within(byCode).findByRole('alert');
    }
    expect(await within(byCode).findByRole('alert')).toHaveTextContent(
      'You have 2 more tries. After 2 more wrong PINs, PIN entry is locked for 15 minutes.',
    );
  });

  it('hands a signed-in retail customer straight to the target page', async () => {
    serve('RETAIL01');
    const { router } = await renderApp('/account_retail/implicit-logon?target=partner-apps', {
      session: 'from-api',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner apps' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account_retail/partner-apps');
    const apps = screen.getByRole('list', { name: 'Streaming apps' });
    expect(within(apps).getByRole('link', { name: 'Netflix' })).toHaveAttribute(
      'href',
      '/features/streaming-apps/netflix',
    );
  });

  it('sends a customer of another provider back to the main site', async () => {
    serve('CUST0001');
    const { router } = await renderApp('/account_retail/settings', { session: 'from-api' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/settings');
  });

  it('shows the help dashboard', async () => {
    serve('RETAIL01');
    await renderApp('/account_retail/help-dashboard', { session: 'from-api' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Troubleshooting for retail boxes' })).toHaveAttribute(
      'href',
      '/faqs/troubleshooting-and-help/retail-troubleshooting',
    );
  });
});

describe('retail settings: PIN and signing out everywhere', () => {
  it('changes the PIN after the current one, as the main site does', async () => {
    const api = serve('RETAIL01');
    const { user } = await renderApp('/account_retail/settings', { session: 'from-api' });
    const pin = await screen.findByRole('region', { name: 'PIN' });
    await user.click(within(pin).getByRole('button', { name: 'Change PIN' }));
    await user.type(within(pin).getByLabelText('Current PIN'), '1234');
    await user.click(within(pin).getByRole('button', { name: 'Continue' }));
    await user.type(await within(pin).findByLabelText('New PIN'), '2853');
    await user.click(within(pin).getByRole('button', { name: 'Continue' }));
    await user.type(await within(pin).findByLabelText('Confirm new PIN'), '2853');
    await user.click(within(pin).getByRole('button', { name: 'Save PIN' }));
    expect(await within(pin).findByRole('status')).toBeInTheDocument();
    expect(api.callsTo('/v2/subscriber/update').map((c) => c.form.get('pin'))).toEqual(['2853']);
  });

  it('signs out all devices behind the PIN', async () => {
    const api = serve('RETAIL01');
    const { user, router } = await renderApp('/account_retail/settings', { session: 'from-api' });
    const section = await screen.findByRole('region', { name: 'Sign out all devices' });
    await user.click(within(section).getByRole('button', { name: 'Sign out all devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter your PIN' });
    await user.type(within(dialog).getByLabelText('PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('You have been signed out.', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('/v2/subscriber/invalidate_authentication')).toHaveLength(1);
    expect(router.state.location.search).toBe('?msg=signedOut');
  }, 10_000);
});

describe('retail settings: e-mail and password', () => {
  it('checks the fields, asks for the PIN, then saves them', async () => {
    const api = serve('RETAIL01');
    const { user } = await renderApp('/account_retail/settings', { session: 'from-api' });
    const logon = await screen.findByRole('region', { name: 'E-mail logon' });
    expect(await within(logon).findByText(/No e-mail address is set yet/)).toBeVisible();
    await user.click(within(logon).getByRole('button', { name: 'Set e-mail and password' }));

    await user.type(within(logon).getByLabelText('E-mail address'), 'Home@Example.net');
    await user.type(within(logon).getByLabelText('New password'), 'short1');
    await user.click(within(logon).getByRole('button', { name: 'Save' }));
    expect(within(logon).getByRole('alert')).toHaveTextContent('Use at least 8 characters.');

    await user.clear(within(logon).getByLabelText('New password'));
    await user.type(within(logon).getByLabelText('New password'), 'New-Secret-42');
    await user.type(within(logon).getByLabelText('Confirm new password'), 'New-Secret-43');
    await user.click(within(logon).getByRole('button', { name: 'Save' }));
    expect(within(logon).getByRole('alert')).toHaveTextContent(
      'The two passwords are not the same.',
    );

    await user.clear(within(logon).getByLabelText('Confirm new password'));
    await user.type(within(logon).getByLabelText('Confirm new password'), 'New-Secret-42');
    await user.click(within(logon).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    expect(api.callsTo('/v3/retail/credentials').filter((c) => c.form.has('email'))).toEqual([]);
    await user.type(within(dialog).getByLabelText('PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(logon).findByRole('status')).toHaveTextContent(
      'Saved. You can now sign in with home@example.net and your new password.',
    );
    expect(api.callsTo('/v3/subscriber/validate_pin')).toHaveLength(1);
    const saved = api.callsTo('/v3/retail/credentials').filter((c) => c.form.has('email'));
    expect(saved.map((c) => Object.fromEntries(c.form))).toEqual([
      { email: 'Home@Example.net', password: 'New-Secret-42' },
    ]);
    expect(
      within(logon).getByText(/sign in with home@example\.net and your password/),
    ).toBeVisible();
  });

  it('words a taken address and keeps the form', async () => {
    serve('RETAIL01', { email: 'retail01@example.com' }, 'family@example.com');
    const { user } = await renderApp('/account_retail/settings', { session: 'from-api' });
    const logon = await screen.findByRole('region', { name: 'E-mail logon' });
    await user.click(
      await within(logon).findByRole('button', { name: 'Change e-mail or password' }),
    );
    expect(within(logon).getByLabelText('E-mail address')).toHaveValue('retail01@example.com');
    await user.clear(within(logon).getByLabelText('E-mail address'));
    await user.type(within(logon).getByLabelText('E-mail address'), 'family@example.com');
    await user.type(within(logon).getByLabelText('New password'), 'New-Secret-42');
    await user.type(within(logon).getByLabelText('Confirm new password'), 'New-Secret-42');
    await user.click(within(logon).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    await user.type(within(dialog).getByLabelText('PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(logon).findByRole('alert')).toHaveTextContent(
      'That e-mail address is already used by another account.',
    );
    expect(within(logon).getByLabelText('E-mail address')).toBeInTheDocument();
  });
});
