import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCommerceCustomer } from '#app/test/commerce-fixtures.ts';
import { refusal } from '#app/test/session-fixtures.ts';
import { open, freshBrowserEachTest } from '#app/features/commerce/test/title-actions-fixtures.ts';

freshBrowserEachTest();

describe('the wishlist on details', () => {
  it('adds and removes a movie, with the bookmark banner after adding', async () => {
    const { user, commerce } = await open(aCommerceCustomer());
    await user.click(
      await screen.findByRole('button', { name: 'Add to wishlist: The Lantern Keeper' }),
    );
    expect(await screen.findByText('The Lantern Keeper is on your wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your wishlist' })).toHaveAttribute(
      'href',
      '/account/mystuff',
    );
    expect(commerce.wishlist).toHaveProperty('7001');
    await user.click(
      screen.getByRole('button', { name: 'Remove from wishlist: The Lantern Keeper' }),
    );
    await screen.findByRole('button', { name: 'Add to wishlist: The Lantern Keeper' });
    expect(commerce.wishlist).not.toHaveProperty('7001');
  });

  it('shows the no-PIN screen to a household without a PIN', async () => {
    const household = aCommerceCustomer({ code: 'NEWPIN01', pin: null });
    const { user, api } = await open(household);
    await user.click(
      await screen.findByRole('button', { name: 'Add to wishlist: The Lantern Keeper' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set a PIN first' });
    expect(within(dialog).getByRole('link', { name: 'Set a PIN' })).toBeInTheDocument();
    expect(api.callsTo('/v2/subscriber/wishlist/add')).toHaveLength(0);
  });

  it('tells a failed change in a toast', async () => {
    const { user } = await open(aCommerceCustomer(), undefined, {
      refuseWishlist: () => refusal('ERR_INTERNAL', 'oops', 500),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Add to wishlist: The Lantern Keeper' }),
    );
    expect(
      await screen.findByText(
        'An error occurred whilst updating your wishlist, please try again later.',
      ),
    ).toBeInTheDocument();
  });
});
