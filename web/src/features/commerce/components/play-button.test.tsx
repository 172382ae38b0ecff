import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCommerceCustomer } from '#app/test/commerce-fixtures.ts';
import {
  boughtForKeeps,
  open,
  freshBrowserEachTest,
} from '#app/features/commerce/test/title-actions-fixtures.ts';

freshBrowserEachTest();

describe('Play', () => {
  it('tells a desktop browser that titles play in the app', async () => {
    const household = aCommerceCustomer();
    household.account = {
      ...household.account!,
      entitlements: { '7001': boughtForKeeps() },
    };
    const { user } = await open(household);
    expect(await screen.findByText('Bought: yours to keep')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play The Lantern Keeper' }));
    const alert = await screen.findByRole('dialog', { name: 'Watch in the app' });
    expect(alert).toHaveTextContent('not in a desktop browser');
  });
});

describe('Play in a mobile browser', () => {
  it('links to the title in the app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    );
    const household = aCommerceCustomer();
    household.account = {
      ...household.account!,
      entitlements: { '7001': boughtForKeeps() },
    };
    await open(household);
    expect(await screen.findByRole('link', { name: 'Play The Lantern Keeper' })).toHaveAttribute(
      'href',
      'tvstore://title/7001',
    );
  });
});
