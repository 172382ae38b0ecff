import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import {
  accountAnswer,
  anAccount,
  fakeApi,
  fakeSessionServer,
  noSession,
  refusal,
} from '#app/test/session-fixtures.ts';

const CREDITS = '/account/settings/credits';
/** Where remember-me keeps the activation code (account spec §9: local storage). */
const REMEMBERED_CODE = 'signIn.activationCode';
const LINK_HOUSEHOLD = anAccount({ free_vod_count: 2 });

/** The session calls, with authenticate_with_cookie redeeming one hand-over code as the server does. */
function serve(options: { otherSignedIn?: boolean } = {}) {
  const session = fakeSessionServer([{ code: 'STAND001', pin: '1234' }], null);
  let signedIn = options.otherSignedIn ? 'other' : null;
  let used = false;
  const api = fakeApi({
    ...session.handlers,
    '/v2/subscriber/authenticate_with_cookie': ({ form }) => {
      const code = form.get('cookie');
      if (code === null) {
        if (signedIn === 'other') return accountAnswer(anAccount({ free_vod_count: 0 }));
        return signedIn === 'link' ? accountAnswer(LINK_HOUSEHOLD) : noSession();
      }
      if (code !== 'code-from-the-box' || used) return refusal('AUTH_FAILED', 'used', 401);
      if (signedIn === 'other' && form.get('replace') !== 'true') {
        return refusal('ERR_OTHER_HOUSEHOLD_SIGNED_IN', 'Another household is signed in.', 409);
      }
      used = true;
      signedIn = 'link';
      return accountAnswer(LINK_HOUSEHOLD);
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the credits link /account/settings/credits/{authCookie} (issue 18.3)', () => {
  it('signs the visitor in with the code, then the code leaves the URL and never reaches a returnUrl', async () => {
    const api = serve();
    const { router } = await renderApp(`${CREDITS}/code-from-the-box`, { session: 'from-api' });
    await waitFor(() => expect(router.state.location.pathname).toBe(CREDITS));
    expect(router.state.location.search).toBe('');
    expect(JSON.stringify(router.state.location)).not.toContain('code-from-the-box');
    expect(
      api.callsTo('/v2/subscriber/authenticate_with_cookie').map((c) => c.form.get('cookie')),
    ).toContain('code-from-the-box');
  });

  it('sends a visitor with a used code to sign-in without the code in the returnUrl', async () => {
    serve();
    const { router } = await renderApp(`${CREDITS}/stale-code`, { session: 'from-api' });
    await screen.findByLabelText('Activation code');
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(CREDITS);
    expect(router.state.location.search).not.toContain('stale-code');
  });

  it('says a used or expired link has expired, and forgets the remembered code (account spec §8)', async () => {
    localStorage.setItem(REMEMBERED_CODE, 'CUST0001');
    serve();
    await renderApp(`${CREDITS}/stale-code`, { session: 'from-api' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This sign-in link has expired or was used already.Sign in with your activation code instead.',
    );
    expect(await screen.findByLabelText('Activation code')).toHaveValue('');
    expect(localStorage.getItem(REMEMBERED_CODE)).toBeNull();
  });

  it('says so for a refused My Packages link (auth_cookie) too', async () => {
    localStorage.setItem(REMEMBERED_CODE, 'CUST0001');
    serve();
    const { router } = await renderApp(
      '/account/settings/package-management?auth_cookie=stale-code',
      { session: 'from-api' },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or was used already.',
    );
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/account/settings/package-management',
    );
    expect(localStorage.getItem(REMEMBERED_CODE)).toBeNull();
  });

  it('asks before switching away from another household signed in here, and keeps it when told no', async () => {
    const api = serve({ otherSignedIn: true });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = await renderApp(`${CREDITS}/code-from-the-box`, { session: 'from-api' });
    await waitFor(() => expect(router.state.location.pathname).toBe(CREDITS));
    expect(confirm).toHaveBeenCalledWith('Another household is signed in.');
    const replaced = api
      .callsTo('/v2/subscriber/authenticate_with_cookie')
      .filter((c) => c.form.get('replace') === 'true');
    expect(replaced).toEqual([]);
  });

  it('switches when the visitor agrees', async () => {
    const api = serve({ otherSignedIn: true });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { router } = await renderApp(`${CREDITS}/code-from-the-box`, { session: 'from-api' });
    await waitFor(() => expect(router.state.location.pathname).toBe(CREDITS));
    const replaced = api
      .callsTo('/v2/subscriber/authenticate_with_cookie')
      .filter((c) => c.form.get('replace') === 'true');
    expect(replaced).toHaveLength(1);
  });
});
