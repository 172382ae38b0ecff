import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { okAnswer, refusal } from '#app/test/session-fixtures.ts';
import {
  CUSTOMER,
  serve,
  serveHouseholds,
  submitCode,
  freshBrowserEachTest,
} from '#app/features/account/test/sign-in-fixtures.ts';

freshBrowserEachTest();

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
      // The code step asks whether a PIN is needed as an answer, not a 401 (decision 0057).
      { activation_code: 'cust0001', pin_prompt_ok: 'true' },
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

  it('refuses an empty code without asking (the default household cannot sign in)', async () => {
    const api = serve({});
    const { user } = await renderApp('/account/signin');
    await screen.findByLabelText('Activation code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Activation Code');
    expect(api.callsTo('/v3/authenticate')).toHaveLength(0);
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
