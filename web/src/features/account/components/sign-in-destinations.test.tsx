import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { accountAnswer, anAccount } from '#app/test/session-fixtures.ts';
import {
  CUSTOMER,
  serve,
  serveHouseholds,
  submitCode,
  freshBrowserEachTest,
} from '#app/features/account/test/sign-in-fixtures.ts';

freshBrowserEachTest();

describe('where sign-in leads', () => {
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
});
