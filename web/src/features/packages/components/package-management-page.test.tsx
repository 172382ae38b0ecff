import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDisplayDate } from '@app/domain';
import { demoPlans, subscribed } from '#app/test/plan-fixtures.ts';
import { refusal } from '#app/test/session-fixtures.ts';
import {
  DAY_MS,
  acceptTerms,
  card,
  customer,
  enterPin,
  open,
  freshBrowserEachTest,
} from '#app/features/packages/test/package-fixtures.ts';

freshBrowserEachTest();

describe('My Packages', () => {
  it('lists each plan with its artwork, name, description, price, state and button', async () => {
    await open(customer());

    const kids = card('Kids');
    expect(within(kids).getByText('Kids: channels for everyone.')).toBeInTheDocument();
    expect(within(kids).getByText('$6.00 every 30 days')).toBeInTheDocument();
    expect(within(kids).getByText('Subscribed')).toBeInTheDocument();
    const cancel = within(kids).getByRole('button', { name: 'Cancel Kids' });
    expect(cancel).toBeEnabled();
    // Cancel names its pack on screen too, and is drawn unlike Add and Upgrade (issue 21).
    expect(cancel).toHaveTextContent(/^Cancel Kids$/);
    expect(cancel).toHaveClass('button--danger');
    expect(within(card('Vibe')).getByRole('button', { name: 'Add Vibe' })).not.toHaveClass(
      'button--danger',
    );
    expect(within(kids).getByRole('presentation')).toHaveAttribute(
      'src',
      '/v2/subscriber/plans/101/image?size=320x180',
    );

    expect(within(card('Vibe')).getByRole('button', { name: 'Add Vibe' })).toBeEnabled();
    expect(within(card('Vibe')).queryByText('Subscribed')).not.toBeInTheDocument();
    // A smaller pack is held: Ultimate is an upgrade.
    expect(within(card('Ultimate')).getByText('$24.99 every 30 days')).toBeInTheDocument();
    expect(within(card('Ultimate')).getByRole('button', { name: 'Upgrade to Ultimate' }));
    expect(within(card('Title Night')).getByText('$59.95 once')).toBeInTheDocument();
  });

  it('adds a pack after the package terms and the PIN, then shows it ticked with Cancel', async () => {
    const household = customer();
    const { user, api } = await open(household);

    await user.click(screen.getByRole('button', { name: 'Add Vibe' }));
    await acceptTerms(user);
    await enterPin(user);

    expect(await screen.findByText('Vibe has been added.')).toBeInTheDocument();
    const vibe = card('Vibe');
    expect(within(vibe).getByText('Subscribed')).toBeInTheDocument();
    expect(within(vibe).getByRole('button', { name: 'Cancel Vibe' })).toBeInTheDocument();
    expect(api.callsTo('/v3/subscriber/validate_pin')).toHaveLength(1);
    expect(api.callsTo('/v2/subscriber/plan/103/subscribe')[0]?.form.get('plan_id')).toBe('103');
    // Focus goes back to the plan after the spinner.
    expect(within(vibe).getByRole('heading', { name: 'Vibe' })).toHaveFocus();

    // The terms are accepted once; the PIN is asked for every change.
    await user.click(screen.getByRole('button', { name: 'Add Ironfield Sports' }));
    await enterPin(user);
    expect(await screen.findByText('Ironfield Sports has been added.')).toBeInTheDocument();
    expect(api.callsTo('/v3/subscriber/validate_pin')).toHaveLength(2);
  });

  it('turns the spinner into the success spinner for 1000 ms before the toast tells the change (account spec §9)', async () => {
    const { user } = await open(customer());
    await user.click(screen.getByRole('button', { name: 'Add Vibe' }));
    await acceptTerms(user);

    vi.useFakeTimers();
    // The fake clock moves only when the test moves it, the typing's pauses included.
    await enterPin(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(await screen.findByRole('status', { name: 'Packages updated' })).toBeInTheDocument();
    expect(screen.queryByText('Vibe has been added.')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(500);
    expect(screen.getByRole('status', { name: 'Packages updated' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(600);

    expect(await screen.findByText('Vibe has been added.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Packages updated' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('Vibe')).getByRole('heading', { name: 'Vibe' })).toHaveFocus(),
    );
  });

  it('shows no success spinner when the change fails', async () => {
    const { user } = await open(customer(), {
      refuse: { '103/subscribe': () => refusal('ERR_ISP_REFUSED', 'Payment declined') },
    });
    await user.click(screen.getByRole('button', { name: 'Add Vibe' }));
    await acceptTerms(user);
    await enterPin(user);

    expect(await screen.findByRole('dialog', { name: 'Subscription Failed' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Packages updated' })).not.toBeInTheDocument();
  });

  it('cancels a pack to the end of its period, and takes the cancellation back', async () => {
    const { user, api } = await open(customer());

    await user.click(screen.getByRole('button', { name: 'Cancel Kids' }));
    expect(await screen.findByRole('dialog', { name: 'Enter your PIN' })).toHaveTextContent(
      'Enter your PIN to cancel Kids.',
    );
    await enterPin(user);

    expect(api.callsTo('/v2/subscriber/plan/101/unsubscribe')).toHaveLength(1);
    const date = formatDisplayDate(Date.now() + 20 * DAY_MS);
    expect(
      await screen.findByText(`Kids is cancelled: you keep it until ${date}.`),
    ).toBeInTheDocument();
    expect(within(card('Kids')).getByText(`Ends on ${date}`)).toBeInTheDocument();

    await user.click(within(card('Kids')).getByRole('button', { name: 'Resubscribe to Kids' }));
    await acceptTerms(user);
    await enterPin(user);
    expect(
      await screen.findByText('Kids is no longer ending: it carries on as before.'),
    ).toBeInTheDocument();
    expect(within(card('Kids')).getByText('Subscribed')).toBeInTheDocument();
    expect(within(card('Kids')).getByRole('button', { name: 'Cancel Kids' })).toBeInTheDocument();
  });

  it('offers Ultimate on a 4th skinny pack, and taking it ticks and disables the skinny packs', async () => {
    const plans = demoPlans().map((p) => ([101, 102, 103].includes(p.id) ? subscribed(p) : p));
    const { user, api } = await open(customer(plans));

    await user.click(screen.getByRole('button', { name: 'Add Variety' }));
    const offer = await screen.findByRole('dialog', { name: 'Ultimate upgrade' });
    expect(offer).toHaveTextContent('You already have 3 of the smaller packs.');
    expect(offer).toHaveTextContent('Kids, Knowledge, Vibe, and Variety');
    expect(offer).toHaveTextContent('$24.99 every 30 days');
    // Nothing is bought before the customer chooses.
    expect(api.calls.filter((c) => c.path.includes('/plan/'))).toEqual([]);

    await user.click(within(offer).getByRole('button', { name: 'Get Ultimate instead' }));
    await acceptTerms(user);
    expect(await screen.findByRole('dialog', { name: 'Enter your PIN' })).toHaveTextContent(
      'Enter your PIN to upgrade to Ultimate.',
    );
    await enterPin(user);

    expect(await screen.findByText('You now have Ultimate.')).toBeInTheDocument();
    expect(api.callsTo('/v2/subscriber/plan/100/subscribe')).toHaveLength(1);
    expect(api.callsTo('/v2/subscriber/plan/104/subscribe')).toHaveLength(0);
    for (const name of ['Kids', 'Knowledge', 'Vibe', 'Variety']) {
      expect(
        within(card(name)).getByRole('button', { name: `Included in Ultimate: ${name}` }),
      ).toBeDisabled();
    }
    expect(within(card('Ultimate')).getByRole('button', { name: 'Cancel Ultimate' })).toBeEnabled();
  });

  it('adds just the 4th skinny pack when the customer says no to Ultimate', async () => {
    const plans = demoPlans().map((p) => ([101, 102, 103].includes(p.id) ? subscribed(p) : p));
    const { user, api } = await open(customer(plans));

    await user.click(screen.getByRole('button', { name: 'Add Variety' }));
    const offer = await screen.findByRole('dialog', { name: 'Ultimate upgrade' });
    await user.click(within(offer).getByRole('button', { name: 'No thanks, add Variety' }));
    await acceptTerms(user);
    await enterPin(user);

    expect(await screen.findByText('Variety has been added.')).toBeInTheDocument();
    expect(api.callsTo('/v2/subscriber/plan/104/subscribe')).toHaveLength(1);
    expect(api.callsTo('/v2/subscriber/plan/100/subscribe')).toHaveLength(0);
  });

  it('changes nothing when the terms or the PIN are cancelled', async () => {
    const { user, api } = await open(customer());

    // By keyboard: the dialog takes focus on its first control.
    screen.getByRole('button', { name: 'Add Vibe' }).focus();
    await user.keyboard('{Enter}');
    const terms = await screen.findByRole('dialog', { name: 'Package terms' });
    expect(within(terms).getByRole('button', { name: 'Accept and continue' })).toHaveFocus();
    await user.click(within(terms).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Vibe' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel Kids' }));
    await screen.findByRole('dialog', { name: 'Enter your PIN' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Kids' })).toHaveFocus();
    expect(api.calls.filter((c) => c.path.includes('/plan/'))).toEqual([]);
  });

  it('shows a held once-off event pack ticked without Cancel', async () => {
    const plans = demoPlans().map((p) => (p.id === 130 ? subscribed(p) : p));
    await open(customer(plans));

    const event = card('Title Night');
    expect(within(event).getByText('Subscribed')).toBeInTheDocument();
    expect(within(event).queryByRole('button')).not.toBeInTheDocument();
    expect(within(event).getByText('A once-off event pack: it cannot be cancelled.'));
  });

  it('says until when Ultimate’s free first month runs', async () => {
    const plans = demoPlans().map((p) => (p.id === 100 ? subscribed(p) : p));
    const household = customer(plans);
    household.account = {
      ...household.account,
      all_access_trial: { trial_plans: [100], access_plans: [100, 101, 102, 103, 104] },
    };
    await open(household);

    const anniversary = plans.find((p) => p.id === 100)!.anniversary!;
    expect(
      within(card('Ultimate')).getByText(`Free until ${formatDisplayDate(anniversary)}`),
    ).toBeInTheDocument();
  });
});
