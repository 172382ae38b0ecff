import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDisplayDate, type Plan } from '@app/domain';
import { renderApp } from '#app/test/render-app.tsx';
import { demoPlans, subscribed } from '#app/test/plan-fixtures.ts';
import {
  accountAnswer,
  anAccount,
  fakeApi,
  fakeSessionServer,
  noSession,
  okAnswer,
  refusal,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';

// Each page comes through a lazy route and its loader: give a busy machine time to find it.
configure({ asyncUtilTimeout: 5000 });

const PAGE = '/account/settings/package-management';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A customer holding the Kids pack, as the demo CUST0001 starts. */
function customer(plans: Plan[] = demoPlans().map((p) => (p.id === 101 ? subscribed(p) : p))) {
  return { code: 'CUST0001', pin: '1234', account: anAccount({ sorted_plans: plans }) };
}

/**
 * The pack calls of docs/api.md over one household: subscribing starts a pack (Ultimate ends the
 * skinny packs' own subscriptions) or takes back a cancellation; cancelling ends it in 20 days.
 * `refuse` answers a call with a refusal instead.
 */
function packCalls(household: FakeHousehold, refuse: Record<string, () => Response> = {}) {
  const plans = () => household.account!.sorted_plans;
  const update = (change: (plan: Plan) => Plan) => {
    household.account = { ...household.account!, sorted_plans: plans().map(change) };
  };
  const handlers: Record<string, () => Response> = {};
  for (const { id, kind } of plans()) {
    handlers[`/v2/subscriber/plan/${id}/subscribe`] = () => {
      const refused = refuse[`${id}/subscribe`];
      if (refused) return refused();
      update((plan) => {
        if (plan.id === id) return plan.subscribed ? { ...plan, expiry: null } : subscribed(plan);
        if (kind === 'ultimate' && plan.subset_of === id)
          return { ...plan, subscribed: false, expiry: null, anniversary: null };
        return plan;
      });
      return okAnswer({ expiry_time: null });
    };
    handlers[`/v2/subscriber/plan/${id}/unsubscribe`] = () => {
      const refused = refuse[`${id}/unsubscribe`];
      if (refused) return refused();
      const expiry = new Date(Date.now() + 20 * DAY_MS).toISOString();
      update((plan) => (plan.id === id ? { ...plan, expiry } : plan));
      return okAnswer({ expiry_time: expiry });
    };
  }
  return handlers;
}

async function open(
  household: FakeHousehold,
  { url = PAGE, refuse = {} }: { url?: string; refuse?: Record<string, () => Response> } = {},
) {
  const session = fakeSessionServer([household], household.code);
  const api = fakeApi({ ...session.handlers, ...packCalls(household, refuse) });
  vi.stubGlobal('fetch', api.fetch);
  const view = await renderApp(url, { session: 'from-api' });
  await screen.findByRole('heading', { level: 1, name: 'My Packages' });
  return { ...view, api };
}

/** The list item of a plan, found by its name. */
function card(name: string): HTMLElement {
  const items = within(screen.getByRole('list', { name: 'Packages' })).getAllByRole('listitem');
  const item = items.find((li) => within(li).queryByRole('heading', { level: 2, name }));
  if (!item) throw new Error(`No package named ${name}`);
  return item;
}

async function enterPin(user: UserEvent, pin = '1234') {
  const dialog = await screen.findByRole('dialog', { name: 'Enter your PIN' });
  await user.type(within(dialog).getByLabelText('PIN'), pin);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

async function acceptTerms(user: UserEvent) {
  const terms = await screen.findByRole('dialog', { name: 'Package terms' });
  expect(terms).toHaveTextContent('billed every 30 days');
  expect(terms).toHaveTextContent('until the end of the 30 days you have already paid for');
  expect(terms).toHaveTextContent('first month of Ultimate free');
  await user.click(within(terms).getByRole('button', { name: 'Accept and continue' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await enterPin(user);
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

describe('who sees My Packages', () => {
  it('shows a restricted account no packages, only the Account Restricted notice', async () => {
    const household = customer();
    household.account = {
      ...household.account,
      isp: { name: 'Coastline Telecom', purchase_disabled: true },
    };
    await open(household);

    expect(screen.getByRole('note')).toHaveTextContent('Account Restricted');
    expect(screen.queryByRole('list', { name: 'Packages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('sends retail customers to the retail site, as settings does', async () => {
    const household = customer();
    household.account = { ...household.account, isp: { name: 'Retail', purchase_disabled: false } };
    vi.stubGlobal('fetch', fakeApi(fakeSessionServer([household], 'CUST0001').handlers).fetch);
    const { router } = await renderApp(PAGE, { session: 'from-api' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account_retail/settings'));
  });

  it('sends an anonymous visitor to sign in, and back here after it', async () => {
    vi.stubGlobal('fetch', fakeApi(fakeSessionServer([customer()], null).handlers).fetch);
    const { router } = await renderApp(PAGE, { session: 'from-api' });

    await screen.findByLabelText('Activation code');
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(PAGE);
  });
});

describe('signing in from a link (act_code, auth_cookie)', () => {
  it('act_code: the sign-in pages with the code filled in, then back here without it', async () => {
    const session = fakeSessionServer([customer()], null);
    vi.stubGlobal('fetch', fakeApi(session.handlers).fetch);
    const { user, router } = await renderApp(`${PAGE}?act_code=CUST0001`, {
      session: 'from-api',
    });

    const code = await screen.findByLabelText('Activation code');
    expect(code).toHaveValue('CUST0001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: 'My Packages' });
    expect(router.state.location.pathname).toBe(PAGE);
    expect(router.state.location.search).toBe('');
  });

  it('auth_cookie: signs in with the token, then the token leaves the URL', async () => {
    const household = customer();
    let signedIn = false;
    const api = fakeApi({
      ...fakeSessionServer([household], null).handlers,
      '/v2/subscriber/authenticate_with_cookie': ({ form }) => {
        if (form.get('cookie') === 'token-from-the-box') signedIn = true;
        return signedIn ? accountAnswer(household.account) : noSession();
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await renderApp(`${PAGE}?auth_cookie=token-from-the-box&tab=1`, {
      session: 'from-api',
    });

    await screen.findByRole('heading', { level: 1, name: 'My Packages' });
    expect(within(card('Kids')).getByText('Subscribed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);
    expect(router.state.location.search).toBe('?tab=1');
    expect(
      api.callsTo('/v2/subscriber/authenticate_with_cookie').map((c) => c.form.get('cookie')),
    ).toContain('token-from-the-box');
  });

  it('auth_cookie that does not sign in: sign-in, and back here after it', async () => {
    vi.stubGlobal('fetch', fakeApi(fakeSessionServer([customer()], null).handlers).fetch);
    const { router } = await renderApp(`${PAGE}?auth_cookie=stale`, { session: 'from-api' });

    await screen.findByLabelText('Activation code');
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(PAGE);
  });
});
