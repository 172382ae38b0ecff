import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import {
  aCommerceCustomer,
  aRentableMovie,
  fakeCommerceServer,
} from '#app/test/commerce-fixtures.ts';
import { fakeApi, fakeSessionServer } from '#app/test/session-fixtures.ts';
import { freshBrowserEachTest } from '#app/features/commerce/test/title-actions-fixtures.ts';

freshBrowserEachTest();

describe('buying and renting on title details, signed out', () => {
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
