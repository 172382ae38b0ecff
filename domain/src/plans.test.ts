import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIOD_MS,
  decideSubscribe,
  decideUnsubscribe,
  duePeriods,
  isDirectAccount,
  offersUltimateUpgrade,
  packageButton,
  planChargeReference,
} from './plans.ts';
import type { PlanFacts, SubscribeContext, SubscriptionFacts } from './plans.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-21T10:00:00Z');
const plan = (id: number, kind: PlanFacts['kind'], extra: Partial<PlanFacts> = {}): PlanFacts => ({
  id,
  kind,
  subsetOf: null,
  upgradePlanId: null,
  unsubscribable: true,
  displayPrice: 600,
  trialDays: 0,
  ...extra,
});
const ultimate = plan(100, 'ultimate', { displayPrice: 2499, trialDays: 30 });
const kids = plan(101, 'skinny', { subsetOf: 100 });
const knowledge = plan(102, 'skinny', { subsetOf: 100 });
const vibe = plan(103, 'skinny', { subsetOf: 100 });
const variety = plan(104, 'skinny', { subsetOf: 100 });
const eventPack = plan(130, 'event', { unsubscribable: false, displayPrice: 5995 });
const deprecated = plan(140, 'deprecated', { upgradePlanId: 100 });
const plans = [ultimate, kids, knowledge, vibe, variety, eventPack, deprecated];
const sub = (planId: number, extra: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  planId,
  startedAt: now - 10 * DAY,
  anniversaryAt: now + 20 * DAY,
  expiryAt: null,
  trialEndsAt: null,
  ...extra,
});
const ctx = (
  p: PlanFacts,
  subscriptions: SubscriptionFacts[] = [],
  extra: Partial<SubscribeContext> = {},
): SubscribeContext => ({
  plan: p,
  plans,
  subscriptions,
  purchaseDisabled: false,
  directAccount: false,
  now,
  ...extra,
});

describe('decideSubscribe', () => {
  it('starts a pack, charging its price for a 30-day period', () => {
    expect(decideSubscribe(ctx(vibe))).toEqual({
      kind: 'start',
      chargeNow: 600,
      trialEndsAt: null,
      anniversaryAt: now + BILLING_PERIOD_MS,
      replaces: [],
    });
  });

  it('refuses a restricted account', () => {
    expect(decideSubscribe(ctx(vibe, [], { purchaseDisabled: true }))).toMatchObject({
      kind: 'refuse',
      code: 'NO_PURCHASE_ALLOWED',
    });
  });

  it('answers the deprecated plan with its upgrade path', () => {
    expect(decideSubscribe(ctx(deprecated))).toMatchObject({
      kind: 'refuse',
      code: 'UPGRADE_TO_MASTER',
      upgradePlanId: 100,
    });
  });

  it('does nothing for a pack already held, and clears a cancellation by resubscribing', () => {
    expect(decideSubscribe(ctx(kids, [sub(101)]))).toEqual({ kind: 'already' });
    expect(decideSubscribe(ctx(kids, [sub(101, { expiryAt: now + 5 * DAY })]))).toEqual({
      kind: 'resubscribe',
    });
  });

  it('starts again (and charges) once a cancelled pack has ended', () => {
    expect(decideSubscribe(ctx(kids, [sub(101, { expiryAt: now - DAY })]))).toMatchObject({
      kind: 'start',
      chargeNow: 600,
    });
  });

  it('refuses a skinny pack the Ultimate pack already holds', () => {
    expect(decideSubscribe(ctx(kids, [sub(100)]))).toMatchObject({
      kind: 'refuse',
      code: 'ERR_PLAN_INCLUDED',
    });
  });

  it('makes Ultimate replace the skinny packs held', () => {
    const decision = decideSubscribe(
      ctx(ultimate, [sub(101), sub(103), sub(104, { expiryAt: now - DAY })]),
    );
    expect(decision).toMatchObject({ kind: 'start', replaces: [101, 103] });
  });

  it("gives Ultimate's first month free to a new direct account only", () => {
    expect(decideSubscribe(ctx(ultimate, [], { directAccount: true }))).toMatchObject({
      kind: 'start',
      chargeNow: 0,
      trialEndsAt: now + 30 * DAY,
      anniversaryAt: now + 30 * DAY,
    });
    expect(decideSubscribe(ctx(ultimate, [], { directAccount: false }))).toMatchObject({
      chargeNow: 2499,
      trialEndsAt: null,
    });
    const hadItBefore = [sub(100, { expiryAt: now - DAY })];
    expect(decideSubscribe(ctx(ultimate, hadItBefore, { directAccount: true }))).toMatchObject({
      chargeNow: 2499,
    });
  });
});

describe('decideUnsubscribe', () => {
  it('keeps access to the end of the period', () => {
    expect(decideUnsubscribe(kids, sub(101), now)).toEqual({
      kind: 'cancel',
      expiryAt: now + 20 * DAY,
    });
  });

  it('keeps an end date already set', () => {
    expect(decideUnsubscribe(kids, sub(101, { expiryAt: now + 3 * DAY }), now)).toEqual({
      kind: 'cancel',
      expiryAt: now + 3 * DAY,
    });
  });

  it('refuses a once-off event pack and a pack not held', () => {
    expect(decideUnsubscribe(eventPack, sub(130), now)).toMatchObject({
      kind: 'refuse',
      code: 'ERR_PLAN_NOT_CANCELLABLE',
    });
    expect(decideUnsubscribe(vibe, undefined, now)).toMatchObject({
      kind: 'refuse',
      code: 'ERR_NOT_SUBSCRIBED',
    });
    expect(decideUnsubscribe(vibe, sub(103, { expiryAt: now - 1 }), now)).toMatchObject({
      code: 'ERR_NOT_SUBSCRIBED',
    });
  });
});

describe('duePeriods', () => {
  it('lists each period begun since the last charge, and none after the end date', () => {
    const s = sub(101, { anniversaryAt: now - 40 * DAY });
    expect(duePeriods(s, now)).toEqual([now - 40 * DAY, now - 10 * DAY]);
    expect(duePeriods({ ...s, expiryAt: now - 40 * DAY }, now)).toEqual([]);
    expect(duePeriods(sub(101), now)).toEqual([]);
  });

  it('names each period once in the ledger', () => {
    expect(planChargeReference(101, Date.parse('2026-10-12T05:00:00Z'))).toBe(
      'plan:101:2026-10-12',
    );
  });
});

describe('packageButton and the Ultimate upgrade', () => {
  it('shows Add, Cancel, Resubscribe as §4 says', () => {
    expect(packageButton(vibe, plans, [], now)).toBe('add');
    expect(packageButton(vibe, plans, [sub(103)], now)).toBe('cancel');
    expect(packageButton(vibe, plans, [sub(103, { expiryAt: now + DAY })], now)).toBe(
      'resubscribe',
    );
  });

  it('shows Upgrade on Ultimate when a smaller pack is held, and skinny packs as included under it', () => {
    expect(packageButton(ultimate, plans, [sub(101)], now)).toBe('upgrade');
    expect(packageButton(ultimate, plans, [], now)).toBe('add');
    expect(packageButton(kids, plans, [sub(100)], now)).toBe('included');
  });

  it('never offers to cancel a once-off event pack', () => {
    expect(packageButton(eventPack, plans, [sub(130)], now)).toBe('none');
  });

  it('offers Ultimate when a 4th skinny pack is added to 3', () => {
    const three = [sub(101), sub(102), sub(103)];
    expect(offersUltimateUpgrade(variety, plans, three, now)).toBe(true);
    expect(offersUltimateUpgrade(variety, plans, three.slice(0, 2), now)).toBe(false);
    expect(offersUltimateUpgrade(eventPack, plans, three, now)).toBe(false);
  });

  it('knows direct accounts', () => {
    expect(isDirectAccount('Direct')).toBe(true);
    expect(isDirectAccount('Retail')).toBe(true);
    expect(isDirectAccount('Wattle Broadband')).toBe(false);
  });
});
