import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import {
  accountAnswer,
  fakeApi,
  fakeSessionServer,
  noSession,
} from '#app/test/session-fixtures.ts';
import {
  PAGE,
  card,
  customer,
  open,
  freshBrowserEachTest,
} from '#app/features/packages/test/package-fixtures.ts';

freshBrowserEachTest();

describe('who sees My Packages', () => {
  it('shows a restricted account no packages, only the Account Restricted notice', async () => {
    const household = customer();
    household.account = {
      ...household.account,
      isp: { name: 'Coastline Telecom', purchase_disabled: true },
    };
    await open(household);

    expect(screen.getByRole('note')).toHaveTextContent('Account Restricted');
    expect(screen.queryByRole('list', { name: 'Packages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('sends retail customers to the retail site, as settings does', async () => {
    const household = customer();
    household.account = { ...household.account, isp: { name: 'Retail', purchase_disabled: false } };
    vi.stubGlobal('fetch', fakeApi(fakeSessionServer([household], 'CUST0001').handlers).fetch);
    const { router } = await renderApp(PAGE, { session: 'from-api' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account_retail/settings'));
  });

  it('sends an anonymous visitor to sign in, and back here after it', async () => {
    vi.stubGlobal('fetch', fakeApi(fakeSessionServer([customer()], null).handlers).fetch);
    const { router } = await renderApp(PAGE, { session: 'from-api' });

    await screen.findByLabelText('Activation code');
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(PAGE);
  });
});

describe('signing in from a link (act_code, auth_cookie)', () => {
  it('act_code: the sign-in pages with the code filled in, then back here without it', async () => {
    const session = fakeSessionServer([customer()], null);
    vi.stubGlobal('fetch', fakeApi(session.handlers).fetch);
    const { user, router } = await renderApp(`${PAGE}?act_code=CUST0001`, {
      session: 'from-api',
    });

    const code = await screen.findByLabelText('Activation code');
    expect(code).toHaveValue('CUST0001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: 'My Packages' });
    expect(router.state.location.pathname).toBe(PAGE);
    expect(router.state.location.search).toBe('');
  });

  it('auth_cookie: signs in with the token, then the token leaves the URL', async () => {
    const household = customer();
    let signedIn = false;
    const api = fakeApi({
      ...fakeSessionServer([household], null).handlers,
      '/v2/subscriber/authenticate_with_cookie': ({ form }) => {
        if (form.get('cookie') === 'token-from-the-box') signedIn = true;
        return signedIn ? accountAnswer(household.account) : noSession();
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await renderApp(`${PAGE}?auth_cookie=token-from-the-box&tab=1`, {
      session: 'from-api',
    });

    await screen.findByRole('heading', { level: 1, name: 'My Packages' });
    expect(within(card('Kids')).getByText('Subscribed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);
    expect(router.state.location.search).toBe('?tab=1');
    expect(
      api.callsTo('/v2/subscriber/authenticate_with_cookie').map((c) => c.form.get('cookie')),
    ).toContain('token-from-the-box');
  });

  it('auth_cookie that does not sign in: sign-in, and back here after it', async () => {
    vi.stubGlobal('fetch', fakeApi(fakeSessionServer([customer()], null).handlers).fetch);
    const { router } = await renderApp(`${PAGE}?auth_cookie=stale`, { session: 'from-api' });

    await screen.findByLabelText('Activation code');
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(PAGE);
  });
});
