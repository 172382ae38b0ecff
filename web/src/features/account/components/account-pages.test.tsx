import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsAreOn } from '#app/lib/notifications.ts';
import { endSessionOnServerMessage } from '#app/lib/session/session-actions.ts';
import { renderApp } from '#app/test/render-app.tsx';
import {
  anAccount,
  fakeApi,
  fakeSessionServer,
  refusal,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';

const CUSTOMER: FakeHousehold = {
  code: 'CUST0001',
  pin: '1234',
  account: anAccount({
    entitlements: {
      '10005': {
        state: 'PURCHASED',
        created: '2026-10-23T20:00:00.000Z',
        expires: null,
        download_expires: '2036-10-20T20:00:00.000Z',
        price_rule: { id: 1, price: 799, content_format: 'sd', duration: -1, download_duration: 1 },
        children: {},
      },
    },
  }),
};

function serve(households: FakeHousehold[], signedIn: string | null) {
  const server = fakeSessionServer(households, signedIn);
  const api = fakeApi(server.handlers);
  vi.stubGlobal('fetch', api.fetch);
  return { ...server, ...api };
}

/** Renders the app at `url` for a browser whose cookie is `signedIn`'s session (or none). */
function open(url: string, households: FakeHousehold[], signedIn: string | null) {
  const server = serve(households, signedIn);
  return renderApp(url, { session: 'from-api' }).then((view) => ({ ...view, server }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pages that need a signed-in customer', () => {
  it('send an anonymous user to sign-in, and back after it', async () => {
    const { user, router } = await open('/account/settings', [{ ...CUSTOMER }], null);

    await screen.findByLabelText('Activation code');
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(router.state.location.search).toBe('?returnUrl=%2Faccount%2Fsettings');

    await user.type(screen.getByLabelText('Activation code'), 'CUST0001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/settings');
  });

  it('send retail customers to the retail site for settings and help', async () => {
    const retail = {
      code: 'RETAIL01',
      pin: '1234',
      account: anAccount({ isp: { name: 'Retail', purchase_disabled: false } }),
    };
    const settings = await open('/account/settings', [retail], 'RETAIL01');
    const visited: string[] = [];
    settings.router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(visited).toContain('/account_retail/settings'));
    settings.unmount();

    const help = await open('/account/help', [retail], 'RETAIL01');
    const helpVisited: string[] = [];
    help.router.subscribe((state) => helpVisited.push(state.location.pathname));
    await waitFor(() => expect(helpVisited).toContain('/account_retail/help-dashboard'));
  });

  it('notice a session ended on another device, and say so on sign-in', async () => {
    const { user, router, server } = await open('/account/mystuff', [{ ...CUSTOMER }], 'CUST0001');
    await screen.findByRole('heading', { level: 1, name: 'My Stuff' });

    server.endSessionElsewhere();
    await user.click(screen.getByRole('button', { name: 'My account' }));
    await user.click(screen.getByRole('link', { name: 'Settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired or you have been signed out from another device.',
    );
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/account/settings',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('leave a public page for sign-in when the server ends the session', async () => {
    // The help centre: a public page that needs no other call than the session's.
    const { router, queryClient } = await open('/faqs', [{ ...CUSTOMER }], 'CUST0001');
    await screen.findByRole('button', { name: 'My account' });

    endSessionOnServerMessage(queryClient, 'AUTHENTICATION_INVALIDATED');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired or you have been signed out from another device.',
    );
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/faqs');
  });
});

describe('the account menu', () => {
  it('opens My Stuff, Settings and Sign out from a button, and closes with Escape', async () => {
    const { user } = await open('/', [{ ...CUSTOMER }], 'CUST0001');
    await screen.findByRole('heading', { level: 1, name: 'New movies every week, and TV live' });
    const button = await screen.findByRole('button', { name: 'My account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My Stuff' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'My Stuff' })).toHaveAttribute(
      'href',
      '/account/mystuff',
    );
    expect(within(list).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    expect(within(list).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('signs out this browser and says so', async () => {
    const { user, router, server } = await open('/', [{ ...CUSTOMER }], 'CUST0001');
    await screen.findByRole('heading', { level: 1, name: 'New movies every week, and TV live' });
    await user.click(await screen.findByRole('button', { name: 'My account' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?msg=signedOut');
    expect(server.callsTo('/v2/subscriber/logout')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('My Stuff', () => {
  it("lists the household's titles with their state", async () => {
    await open('/account/mystuff', [{ ...CUSTOMER }], 'CUST0001');
    const list = await screen.findByRole('list', { name: 'My titles' });
    const [item] = await within(list).findAllByRole('listitem');
    expect(within(item!).getByRole('heading', { name: 'Title 10005' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Bought');
    expect(screen.getByText(/Watch them on your box or in the mobile app\./)).toBeInTheDocument();
  });

  it('says when there is nothing yet, in the words of a user without a box', async () => {
    const standalone = {
      code: 'STAND001',
      pin: '1234',
      account: anAccount({ terminals: [{ type: 'STANDALONE', activation_status: 'ACTIVATED' }] }),
    };
    await open('/account/mystuff', [standalone], 'STAND001');
    expect(await screen.findByText(/Watch them in your app\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Movie Store' })).toBeInTheDocument();
  });
});

describe('settings', () => {
  it('changes the PIN: current, new, confirm, with the spec texts on the way', async () => {
    const customer = { ...CUSTOMER };
    const { user, server } = await open('/account/settings', [customer], 'CUST0001');
    await user.click(await screen.findByRole('button', { name: 'Change PIN' }));

    await user.type(screen.getByLabelText('Current PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect PIN. Please check your code and try again.',
    );

    await user.type(screen.getByLabelText('Current PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('New PIN'), '5826');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Confirm new PIN'), '8765');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PIN does not match. Please enter your new PIN.',
    );

    await user.type(screen.getByLabelText('New PIN'), '5826');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Confirm new PIN'), '5826');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));

    expect(await screen.findByText('Your PIN has been changed.')).toBeInTheDocument();
    expect(customer.pin).toBe('5826');
    expect(server.callsTo('/v3/subscriber/validate_pin').map((c) => c.form.get('pin'))).toEqual([
      '1111',
      '1234',
    ]);
    expect(screen.getByRole('button', { name: 'Change PIN' })).toBeInTheDocument();
  });

  it('says which new PINs are refused, and shows the reason for each refusal (issue 38.1)', async () => {
    const customer = { ...CUSTOMER };
    const { user, server } = await open('/account/settings', [customer], 'CUST0001');
    await user.click(await screen.findByRole('button', { name: 'Change PIN' }));
    await user.type(screen.getByLabelText('Current PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const field = await screen.findByLabelText('New PIN');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('not one of the most used PINs (1004, 2000, 1122, 2001, 2580)'),
    );
    await user.type(field, '1122');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('New PIN')).toHaveAccessibleDescription(
      expect.stringContaining('1122 is one of the most used PINs'),
    );
    expect(screen.queryByLabelText('Confirm new PIN')).not.toBeInTheDocument();
    expect(server.callsTo('/v2/subscriber/update')).toHaveLength(0);
    expect(customer.pin).toBe('1234');
  });

  it("shows the server's reason when it refuses the new PIN, never a wrong activation code (issue 38.1)", async () => {
    const reason = 'Choose a PIN that is harder to guess: not a date such as 1987.';
    const server = fakeSessionServer([{ ...CUSTOMER }], 'CUST0001');
    vi.stubGlobal(
      'fetch',
      fakeApi({
        ...server.handlers,
        '/v2/subscriber/update': () => refusal('ERR_VALIDATION', reason, 400),
      }).fetch,
    );
    const { user } = await renderApp('/account/settings', { session: 'from-api' });
    await user.click(await screen.findByRole('button', { name: 'Change PIN' }));
    await user.type(screen.getByLabelText('Current PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('New PIN'), '1987');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Confirm new PIN'), '1987');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose another PIN');
    expect(alert).toHaveTextContent(reason);
    expect(alert).not.toHaveTextContent('Invalid Activation Code');
    expect(screen.getByLabelText('New PIN')).toHaveValue('');
  });

  it('links to packages, credits and help', async () => {
    await open('/account/settings', [{ ...CUSTOMER }], 'CUST0001');
    expect(await screen.findByRole('link', { name: 'Manage my packages' })).toHaveAttribute(
      'href',
      '/account/settings/package-management',
    );
    expect(screen.getByRole('link', { name: 'Credits and purchase history' })).toHaveAttribute(
      'href',
      '/account/settings/credits',
    );
    expect(screen.getByRole('link', { name: 'Account help' })).toHaveAttribute(
      'href',
      '/account/help',
    );
  });

  it('turns connection alerts off and on again in this browser (account spec §8)', async () => {
    const { user } = await open('/account/settings', [{ ...CUSTOMER }], 'CUST0001');
    const alerts = await screen.findByRole('region', { name: 'Connection alerts' });
    const box = within(alerts).getByRole('checkbox', { name: 'Show connection alerts' });
    expect(box).toBeChecked();

    await user.click(box);
    expect(box).not.toBeChecked();
    expect(alertsAreOn()).toBe(false);
    await user.click(box);
    expect(alertsAreOn()).toBe(true);
  });

  it('tells a restricted account it cannot manage packs', async () => {
    const restricted = {
      code: 'RESTRIC1',
      pin: '1234',
      account: anAccount({ isp: { name: 'Coastline Telecom', purchase_disabled: true } }),
    };
    await open('/account/settings', [restricted], 'RESTRIC1');
    const packages = await screen.findByRole('region', { name: 'My Packages' });
    expect(packages).toHaveTextContent('Account Restricted');
    expect(within(packages).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks for the PIN in a dialog that takes focus and gives it back when cancelled', async () => {
    const { user, server } = await open('/account/settings', [{ ...CUSTOMER }], 'CUST0001');
    const signOutAll = await screen.findByRole('button', { name: 'Sign out all devices' });
    await user.click(signOutAll);
    const dialog = screen.getByRole('dialog', { name: 'Enter your PIN' });
    expect(within(dialog).getByLabelText('PIN')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signOutAll).toHaveFocus();
    expect(server.callsTo('/v3/subscriber/validate_pin')).toHaveLength(0);
  });

  it('signs out all devices after the PIN, with the spinner for at least 3 s', async () => {
    const server = fakeSessionServer([{ ...CUSTOMER }], 'CUST0001');
    const invalidate = server.handlers['/v2/subscriber/invalidate_authentication']!;
    const api = fakeApi({
      ...server.handlers,
      // Every device of the household hears the server's sign-out message, this one too, and
      // it may come before the answer does.
      '/v2/subscriber/invalidate_authentication': async (call) => {
        endSessionOnServerMessage(queryClient, 'AUTHENTICATION_INVALIDATED');
        await new Promise((resolve) => setTimeout(resolve, 100));
        return invalidate(call);
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { user, router, queryClient } = await renderApp('/account/settings', {
      session: 'from-api',
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out all devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter your PIN' });

    await user.type(within(dialog).getByLabelText('PIN'), '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Incorrect PINPlease check your PIN and try again.',
    );
    expect(api.callsTo('/v2/subscriber/invalidate_authentication')).toHaveLength(0);

    vi.useFakeTimers();
    // The fake clock moves only when the test moves it, the typing's pauses included.
    const timed = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await timed.type(within(dialog).getByLabelText('PIN'), '1234');
    await timed.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('status', { name: 'Signing out all devices…' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('/v2/subscriber/invalidate_authentication')).toHaveLength(1),
    );
    // The server has answered, but the spinner stays for its 3 s.
    await vi.advanceTimersByTimeAsync(2900);
    expect(screen.getByRole('status', { name: 'Signing out all devices…' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/settings');
    await vi.advanceTimersByTimeAsync(200);

    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?msg=signedOut');
    expect(screen.queryByText(/signed out from another device/)).not.toBeInTheDocument();
  });
});
