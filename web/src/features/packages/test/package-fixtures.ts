import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Plan } from '@app/domain';
import { renderApp } from '#app/test/render-app.tsx';
import { demoPlans, subscribed } from '#app/test/plan-fixtures.ts';
import {
  anAccount,
  fakeApi,
  fakeSessionServer,
  okAnswer,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';

export const PAGE = '/account/settings/package-management';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A customer holding the Kids pack, as the demo CUST0001 starts. */
export function customer(
  plans: Plan[] = demoPlans().map((p) => (p.id === 101 ? subscribed(p) : p)),
) {
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

export async function open(
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
export function card(name: string): HTMLElement {
  const items = within(screen.getByRole('list', { name: 'Packages' })).getAllByRole('listitem');
  const item = items.find((li) => within(li).queryByRole('heading', { level: 2, name }));
  if (!item) throw new Error(`No package named ${name}`);
  return item;
}

export async function enterPin(user: UserEvent, pin = '1234') {
  const dialog = await screen.findByRole('dialog', { name: 'Enter your PIN' });
  await user.type(within(dialog).getByLabelText('PIN'), pin);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

export async function acceptTerms(user: UserEvent) {
  const terms = await screen.findByRole('dialog', { name: 'Package terms' });
  expect(terms).toHaveTextContent('billed every 30 days');
  expect(terms).toHaveTextContent('until the end of the 30 days you have already paid for');
  expect(terms).toHaveTextContent('first month of Ultimate free');
  await user.click(within(terms).getByRole('button', { name: 'Accept and continue' }));
}

/** Each test starts with no accepted terms, and gets real timers and fetch back after it. */
export function freshBrowserEachTest() {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
