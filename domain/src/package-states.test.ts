import { describe, expect, it } from 'vitest';
import type { Plan } from './api/account.ts';
import {
  packageStates,
  planFactsOf,
  subscriptionFactsOf,
  ultimatePlanOf,
} from './package-states.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-21T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function wirePlan(id: number, kind: Plan['kind'], extra: Partial<Plan> = {}): Plan {
  return {
    id,
    name: `Plan ${id}`,
    description: '',
    kind,
    subset_of: null,
    subscribed: false,
    display_price: 600,
    display_price_tax_inclusive: true,
    visible: true,
    visible_epg: true,
    expiry: null,
    anniversary: null,
    subset_plans: [],
    unsubscribable: true,
    channel_sort: [],
    ...extra,
  };
}

const held = (extra: Partial<Plan> = {}): Partial<Plan> => ({
  subscribed: true,
  anniversary: iso(now + 20 * DAY),
  ...extra,
});

const ultimate = (extra: Partial<Plan> = {}) =>
  wirePlan(100, 'ultimate', { display_price: 2499, subset_plans: [101, 102, 103, 104], ...extra });
const skinny = (id: number, extra: Partial<Plan> = {}) =>
  wirePlan(id, 'skinny', { subset_of: 100, ...extra });
const eventPack = (extra: Partial<Plan> = {}) =>
  wirePlan(130, 'event', { unsubscribable: false, display_price: 5995, ...extra });

const account = (plans: Plan[], trialPlans: number[] = []) => ({
  sorted_plans: plans,
  all_access_trial: { trial_plans: trialPlans, access_plans: [] },
});

const states = (plans: Plan[], trialPlans: number[] = []) =>
  Object.fromEntries(packageStates(account(plans, trialPlans), now).map((s) => [s.plan.id, s]));

describe('planFactsOf and subscriptionFactsOf', () => {
  it('read the wire plan as the facts of the pack rules', () => {
    expect(planFactsOf(skinny(103, { display_price: 650 }))).toEqual({
      id: 103,
      kind: 'skinny',
      subsetOf: 100,
      upgradePlanId: null,
      unsubscribable: true,
      displayPrice: 650,
      trialDays: 0,
    });
  });

  it('give a subscription only for a subscribed plan, ending at its expiry if it has one', () => {
    expect(subscriptionFactsOf(skinny(103))).toBeNull();
    expect(subscriptionFactsOf(skinny(103, held()))).toMatchObject({
      planId: 103,
      expiryAt: null,
      anniversaryAt: now + 20 * DAY,
    });
    expect(subscriptionFactsOf(skinny(103, held({ expiry: iso(now + 5 * DAY) })))?.expiryAt).toBe(
      now + 5 * DAY,
    );
  });
});

describe('packageStates (account spec §4)', () => {
  it('offers Add for a pack not held, and Add for Ultimate when no smaller pack is held', () => {
    const s = states([ultimate(), skinny(101)]);
    expect(s[100]).toMatchObject({ button: 'add', ticked: false, endsOn: null });
    expect(s[101]).toMatchObject({ button: 'add', ticked: false, offersUltimate: false });
  });

  it('ticks a held pack with Cancel, and offers Ultimate as an upgrade', () => {
    const s = states([ultimate(), skinny(101, held())]);
    expect(s[101]).toMatchObject({ button: 'cancel', ticked: true });
    expect(s[100]).toMatchObject({ button: 'upgrade', ticked: false });
  });

  it('shows a cancelled pack ticked, ending on its expiry, with Resubscribe', () => {
    const expiry = iso(now + 5 * DAY);
    const s = states([skinny(103, held({ expiry }))]);
    expect(s[103]).toMatchObject({ button: 'resubscribe', ticked: true, endsOn: expiry });
  });

  it('ticks the skinny packs under a held Ultimate and disables them', () => {
    const s = states([ultimate(held()), skinny(101), skinny(102)]);
    expect(s[100]).toMatchObject({ button: 'cancel', ticked: true });
    expect(s[101]).toMatchObject({ button: 'included', ticked: true, offersUltimate: false });
    expect(s[102]).toMatchObject({ button: 'included', ticked: true });
  });

  it('gives a held once-off event pack no button', () => {
    expect(states([eventPack(held())])[130]).toMatchObject({ button: 'none', ticked: true });
  });

  it('offers the Ultimate upgrade on a 4th skinny pack while 3 are active', () => {
    const three = states([
      ultimate(),
      skinny(101, held()),
      skinny(102, held()),
      skinny(103, held()),
      skinny(104),
    ]);
    expect(three[104]?.offersUltimate).toBe(true);
    const two = states([ultimate(), skinny(101, held()), skinny(102, held()), skinny(104)]);
    expect(two[104]?.offersUltimate).toBe(false);
  });

  it('says until when a pack in its free trial is free', () => {
    const anniversary = iso(now + 30 * DAY);
    expect(states([ultimate(held({ anniversary }))], [100])[100]?.trialUntil).toBe(anniversary);
    expect(states([ultimate(held({ anniversary }))])[100]?.trialUntil).toBeNull();
  });

  it('finds the Ultimate pack', () => {
    expect(ultimatePlanOf([skinny(101), ultimate()])?.id).toBe(100);
    expect(ultimatePlanOf([skinny(101)])).toBeUndefined();
  });
});
