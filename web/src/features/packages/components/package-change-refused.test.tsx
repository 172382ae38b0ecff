import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAccount, refusal } from '#app/test/session-fixtures.ts';
import {
  acceptTerms,
  card,
  customer,
  enterPin,
  open,
  freshBrowserEachTest,
} from '#app/features/packages/test/package-fixtures.ts';

freshBrowserEachTest();

describe('My Packages when a change is refused (account spec §8)', () => {
  it('says Subscription Failed / Payment declined when the payment is declined', async () => {
    const { user } = await open(customer(), {
      refuse: { '103/subscribe': () => refusal('ERR_ISP_REFUSED', 'Payment declined', 402) },
    });

    await user.click(screen.getByRole('button', { name: 'Add Vibe' }));
    await acceptTerms(user);
    await enterPin(user);

    const alert = await screen.findByRole('dialog', { name: 'Subscription Failed' });
    expect(alert).toHaveTextContent('Payment declined');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card('Vibe')).getByRole('button', { name: 'Add Vibe' })).toBeInTheDocument();
  });

  it('tells of a deprecated plan in a toast naming its upgrade', async () => {
    const { user } = await open(customer(), {
      refuse: {
        '201/subscribe': () =>
          refusal('UPGRADE_TO_MASTER', 'This pack is no longer offered.', 409, {
            upgrade_plan: { id: 100, name: 'Ultimate' },
          }),
      },
    });

    await user.click(screen.getByRole('button', { name: 'Add Ironfield Sports' }));
    await acceptTerms(user);
    await enterPin(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ironfield Sports is no longer offered: its channels are now part of Ultimate. Add Ultimate to keep watching them.',
    );
  });

  it.for([
    {
      call: '103/subscribe',
      button: 'Add Vibe',
      code: 'ERR_PLAN_INCLUDED',
      title: 'Subscription Failed',
      text: 'Vibe is already part of a pack you have, so there is nothing to add.',
    },
    {
      call: '101/unsubscribe',
      button: 'Cancel Kids',
      code: 'ERR_PLAN_NOT_CANCELLABLE',
      title: 'Cancellation Failed',
      text: 'Kids is a once-off event pack: it is paid for once and cannot be cancelled.',
    },
    {
      call: '103/subscribe',
      button: 'Add Vibe',
      code: 'NO_PURCHASE_ALLOWED',
      title: 'Account Restricted',
      text: 'Your provider does not allow purchases or pack changes on this account.',
    },
    {
      call: '103/subscribe',
      button: 'Add Vibe',
      code: 'ERR_SOMETHING_NEW',
      title: 'Subscription Failed',
      text: 'The server says no.',
    },
  ])('says $code clearly', async ({ call, button, code, title, text }) => {
    const { user } = await open(customer(), {
      refuse: { [call]: () => refusal(code, 'The server says no.', 409) },
    });
    localStorage.setItem(`packages.termsAccepted.${anAccount().household.uuid}`, '1');

    await user.click(screen.getByRole('button', { name: button }));
    await enterPin(user);

    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(text);
  });

  it('says so in a toast when the server cannot be reached', async () => {
    const { user } = await open(customer(), {
      refuse: { '103/subscribe': () => refusal('ERR_INTERNAL', 'Oops', 500) },
    });
    localStorage.setItem(`packages.termsAccepted.${anAccount().household.uuid}`, '1');

    await user.click(screen.getByRole('button', { name: 'Add Vibe' }));
    await enterPin(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error connecting to server: We could not connect to server to complete action. Try again later.',
    );
  });
});
