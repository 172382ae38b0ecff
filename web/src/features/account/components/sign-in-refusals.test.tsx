import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { refusal } from '#app/test/session-fixtures.ts';
import {
  serve,
  submitCode,
  freshBrowserEachTest,
} from '#app/features/account/test/sign-in-fixtures.ts';

freshBrowserEachTest();

describe('sign-in page, when the server refuses the code', () => {
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
});
