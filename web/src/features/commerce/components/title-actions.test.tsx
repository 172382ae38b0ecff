import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '@app/domain';
import { aCommerceCustomer, aRentableMovie } from '#app/test/commerce-fixtures.ts';
import {
  boughtForKeeps,
  enterPin,
  open,
  startRenting,
  termsOf,
  freshBrowserEachTest,
} from '#app/features/commerce/test/title-actions-fixtures.ts';

freshBrowserEachTest();

describe('buying and renting on title details', () => {
  it('rents a movie with a movie credit after the PIN, and then shows the rental', async () => {
    const household = aCommerceCustomer();
    const { user, api, commerce } = await open(household);

    const options = await startRenting(user);
    // With the credit ticked (as it starts), the rentals it pays for cost the credit, and their
    // cash price stays in sight beside it (issue 34).
    const names = () =>
      within(options)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(names()).toEqual([
      'Rent in SD for 1 movie credit instead of $3.99',
      'Rent in HD for 1 movie credit instead of $4.99',
      'Buy in HD for $10.99',
    ]);
    expect(within(options).getByText(/start watching within 7 days.*48 hours/)).toBeInTheDocument();
    const useCredit = within(options).getByRole('checkbox', {
      name: 'Use a movie credit (2 left)',
    });
    await user.click(useCredit);
    expect(names()).toEqual([
      'Rent in SD for $3.99',
      'Rent in HD for $4.99',
      'Buy in HD for $10.99',
    ]);
    await user.click(useCredit);
    await user.click(
      within(options).getByRole('radio', {
        name: 'Rent in HD for 1 movie credit instead of $4.99',
      }),
    );
    expect(useCredit).toBeChecked();
    await user.click(within(options).getByRole('button', { name: 'Continue' }));

    // The PIN step recaps the order: the title, the way to watch, and the credit as its price.
    const pin = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    const recap = within(pin).getByRole('group', { name: 'Your order' });
    expect(termsOf(recap)).toEqual({
      Title: 'The Lantern Keeper',
      'Way to watch': 'Rent in HD',
      Price: '1 movie credit',
    });
    await enterPin(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(confirm).toHaveTextContent(
      'Rent The Lantern Keeper in HD with a movie credit. Nothing is charged.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and use credit' }));

    const success = await screen.findByRole('dialog', { name: 'Enjoy The Lantern Keeper' });
    expect(success).toHaveTextContent(/Your rental is ready\. Start watching by \d\d \w{3} \d{4}/);
    const [call] = api.callsTo('/v2/vod/purchase');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      title_id: '7001',
      content_format: 'hd',
      duration: '172800',
      free_vod: '1',
    });
    expect(commerce.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    await user.click(within(success).getByRole('button', { name: 'Done' }));

    expect(await screen.findByText(/^Rented: start watching by/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy or rent The Lantern Keeper' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play The Lantern Keeper' })).toBeInTheDocument();
  });

  it('buys without a credit when the price is not a rental, charging the price', async () => {
    const { user, api } = await open(aCommerceCustomer());
    const options = await startRenting(user);
    await user.click(within(options).getByRole('radio', { name: 'Buy in HD for $10.99' }));
    expect(within(options).queryByRole('checkbox')).toBeNull();
    expect(within(options).queryByText(/Rental terms/)).toBeNull();
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    const pin = await screen.findByRole('dialog', { name: 'Enter your PIN' });
    expect(termsOf(within(pin).getByRole('group', { name: 'Your order' }))).toEqual({
      Title: 'The Lantern Keeper',
      'Way to watch': 'Buy in HD',
      Price: '$10.99',
    });
    await enterPin(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(confirm).toHaveTextContent('Buy The Lantern Keeper in HD for $10.99.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and pay' }));
    await screen.findByRole('dialog', { name: 'Enjoy The Lantern Keeper' });
    expect(screen.getByText('It is yours to keep.')).toBeInTheDocument();
    expect(api.callsTo('/v2/vod/purchase')[0]!.form.get('free_vod')).toBeNull();
  });

  it('offers no credit for a movie that does not allow credits', async () => {
    const movie = aRentableMovie(7002, { flags: flagsOf('hd') });
    const { user } = await open(aCommerceCustomer(), [movie]);
    const options = await startRenting(user);
    expect(within(options).queryByRole('checkbox')).toBeNull();
  });

  it('cancels at the price step without buying anything', async () => {
    const { user, api } = await open(aCommerceCustomer());
    const options = await startRenting(user);
    await user.click(within(options).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/v2/vod/purchase')).toHaveLength(0);
  });

  it('ends as already purchased when the reloaded account has the title', async () => {
    const household = aCommerceCustomer();
    const { user } = await open(household);
    const button = await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' });
    household.account = {
      ...household.account!,
      entitlements: { '7001': boughtForKeeps() },
    };
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Already yours' })).toHaveTextContent(
      'You already have The Lantern Keeper',
    );
  });
});
