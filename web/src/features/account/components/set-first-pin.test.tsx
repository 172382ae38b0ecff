import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import {
  accountAnswer,
  anAccount,
  fakeSessionServer,
  refusal,
} from '#app/test/session-fixtures.ts';
import {
  serve,
  serveHouseholds,
  submitCode,
  freshBrowserEachTest,
} from '#app/features/account/test/sign-in-fixtures.ts';

freshBrowserEachTest();

describe('sign-in page, setting the first PIN of a new box', () => {
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
});
