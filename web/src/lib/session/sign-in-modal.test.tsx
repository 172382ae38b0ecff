import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '#app/lib/i18n/i18n-context.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import translations from '#i18n/default/en.json';
import { createI18n } from '#app/app/i18n.ts';
import { fakeApi, fakeSessionServer, type FakeHousehold } from '#app/test/session-fixtures.ts';
import { createQueryClient } from '#app/lib/query-client.ts';
import { SignInModalProvider, SignInRejectedError, useSignInModal } from './sign-in-modal.tsx';
import { queryKeys } from '#app/lib/query-keys.ts';

/** A feature that needs a signed-in customer first, as purchase and wishlist do. */
function AddToWishlist() {
  const openSignIn = useSignInModal();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          openSignIn().then(
            (result) => setOutcome(result),
            (error: unknown) =>
              setOutcome(
                error instanceof SignInRejectedError ? `rejected: ${error.reason}` : 'error',
              ),
          )
        }
      >
        Add to wishlist
      </button>
      <output>{outcome}</output>
    </>
  );
}

async function renderFeature(households: FakeHousehold[], signedIn: string | null = null) {
  const server = fakeSessionServer(households, signedIn);
  const api = fakeApi(server.handlers);
  vi.stubGlobal('fetch', api.fetch);
  const i18n = createI18n(translations);
  const queryClient = createQueryClient();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SignInModalProvider>
          <AddToWishlist />
        </SignInModalProvider>
      ),
    },
  ]);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { user: userEvent.setup(), queryClient, api };
}

const outcome = () => screen.getByRole('status');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the modal sign-in flow', () => {
  it('resolves at once for a signed-in customer', async () => {
    const { user } = await renderFeature([{ code: 'CUST0001', pin: '1234' }], 'CUST0001');
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('signInSucceeded')).toBe(outcome());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs in with code and PIN in a dialog, then resolves signInSucceeded', async () => {
    const { user, queryClient } = await renderFeature([{ code: 'CUST0001', pin: '1234' }]);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Activation code')).toHaveFocus();
    await user.keyboard('CUST0001{Enter}');
    const pinDialog = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    expect(within(pinDialog).getByLabelText('PIN')).toHaveFocus();
    await user.type(within(pinDialog).getByLabelText('PIN'), '1234');
    await user.click(within(pinDialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('signInSucceeded')).toBe(outcome());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      queryClient.getQueryData<{ account: unknown }>(queryKeys.session)?.account,
    ).not.toBeNull();
  });

  it('sets the first PIN of a new box inside the dialog', async () => {
    const { user } = await renderFeature([{ code: 'NEWPIN01', pin: null }]);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Activation code'), 'NEWPIN01');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const setPin = await screen.findByRole('dialog', { name: 'Set your PIN' });
    await user.type(within(setPin).getByLabelText('New PIN'), '2468');
    await user.click(within(setPin).getByRole('button', { name: 'Continue' }));
    await user.type(await within(setPin).findByLabelText('Confirm PIN'), '2468');
    await user.click(within(setPin).getByRole('button', { name: 'Set PIN' }));

    expect(await screen.findByText('signInSucceeded')).toBe(outcome());
  });

  it('rejects when the dialog is cancelled', async () => {
    const { user } = await renderFeature([{ code: 'CUST0001', pin: '1234' }]);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await screen.findByRole('dialog', { name: 'Sign in' });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('rejected: cancelled')).toBe(outcome());
  });

  it('offers a visitor the close-modal well, whose Not now cancels (account spec §6)', async () => {
    const { user } = await renderFeature([{ code: 'CUST0001', pin: '1234' }]);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });

    const well = within(dialog).getByRole('group', { name: 'New to Home TV?' });
    expect(within(well).getByRole('link', { name: 'How to get Home TV' })).toHaveAttribute(
      'href',
      '/how-to-buy',
    );
    await user.click(within(well).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('rejected: cancelled')).toBe(outcome());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects on going back from the PIN', async () => {
    const { user } = await renderFeature([{ code: 'CUST0001', pin: '1234' }]);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Activation code'), 'CUST0001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const pinDialog = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    await user.click(within(pinDialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('rejected: go-back-from-pin-check')).toBe(outcome());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
