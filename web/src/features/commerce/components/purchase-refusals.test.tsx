import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCommerceCustomer } from '#app/test/commerce-fixtures.ts';
import { refusal } from '#app/test/session-fixtures.ts';
import {
  enterPin,
  open,
  startRenting,
  freshBrowserEachTest,
} from '#app/features/commerce/test/title-actions-fixtures.ts';

freshBrowserEachTest();

describe('buying and renting on title details, when it does not go through', () => {
  it("tells a declined payment with 'Payment declined' and charges nothing", async () => {
    const household = aCommerceCustomer({ code: 'DECLINE1' });
    const { user } = await open(household, undefined, {
      refusePurchase: () => refusal('ERR_ISP_REFUSED', 'Payment declined', 402),
    });
    const options = await startRenting(user);
    await user.click(within(options).getByRole('checkbox'));
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    const alert = await screen.findByRole('dialog', { name: 'Payment declined' });
    expect(alert).toHaveTextContent('nothing was charged');
    // It leads somewhere: our own customers get the billing article and the contact form.
    expect(
      within(alert).getByRole('link', { name: 'How to update your payment details' }),
    ).toHaveAttribute('href', '/faqs/account-and-billing/billing');
    expect(within(alert).getByRole('link', { name: 'Contact us about a payment' })).toHaveAttribute(
      'href',
      '/contact-us/general',
    );
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(
      screen.getByRole('button', { name: 'Buy or rent The Lantern Keeper' }),
    ).toBeInTheDocument();
  });

  it("tells a restricted account 'Account Restricted' before anything is chosen", async () => {
    const household = aCommerceCustomer({ code: 'RESTRIC1' });
    household.account = {
      ...household.account!,
      isp: { name: 'Limited', purchase_disabled: true },
    };
    const { user, api } = await open(household);
    await user.click(await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' }));
    const alert = await screen.findByRole('dialog', { name: 'Account Restricted' });
    expect(alert).toHaveTextContent('does not allow purchases');
    expect(api.callsTo('/v2/vod/purchase')).toHaveLength(0);
  });

  it('says Purchase failed with the reason for any other refusal', async () => {
    const { user } = await open(aCommerceCustomer(), undefined, {
      refusePurchase: () => refusal('COULD_NOT_APPLY_CREDIT', 'COULD NOT APPLY CREDIT', 409),
    });
    const options = await startRenting(user);
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and use credit' }));
    const alert = await screen.findByRole('dialog', { name: 'Purchase failed' });
    expect(alert).toHaveTextContent('Reason: COULD NOT APPLY CREDIT');
  });

  it('counts an existing entitlement as success', async () => {
    const { user } = await open(aCommerceCustomer(), undefined, {
      refusePurchase: () =>
        refusal('ERR_EXISTING_ENTITLEMENT', 'You already have this title.', 409, {
          entitlement: {
            state: 'PURCHASED',
            created: new Date().toISOString(),
            expires: null,
            download_expires: null,
            price_rule: null,
            children: {},
          },
        }),
    });
    const options = await startRenting(user);
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and use credit' }));
    expect(
      await screen.findByRole('dialog', { name: 'Enjoy The Lantern Keeper' }),
    ).toBeInTheDocument();
  });

  it('retries after no answer with the same idempotency key, so it cannot charge twice', async () => {
    let fail = true;
    const household = aCommerceCustomer();
    const { user, commerce, api } = await open(household);
    const realFetch = api.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/v2/vod/purchase') && fail) {
        fail = false;
        await realFetch(input, init);
        throw new TypeError('Failed to fetch');
      }
      return realFetch(input, init);
    });
    const options = await startRenting(user);
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and use credit' }));
    const alert = await screen.findByRole('dialog', { name: 'Error connecting to server' });
    expect(alert).toHaveTextContent('We could not connect to server to complete action.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Enjoy The Lantern Keeper' });
    expect(commerce.keys).toHaveLength(2);
    expect(commerce.keys[1]).toBe(commerce.keys[0]);
    expect(commerce.history).toHaveLength(1);
  });
});
