import type { Plan } from '@app/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan as the account answer lists it (account spec §3), not subscribed. */
export function aPlan(id: number, name: string, overrides: Partial<Plan> = {}): Plan {
  return {
    id,
    name,
    description: `${name}: channels for everyone.`,
    kind: 'premium',
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
    ...overrides,
  };
}

/** Subscribed, renewing in 20 days (no end date). */
export function subscribed(plan: Plan, now = Date.now()): Plan {
  return {
    ...plan,
    subscribed: true,
    expiry: null,
    anniversary: new Date(now + 20 * DAY_MS).toISOString(),
  };
}

/** The packs of the demo seed (server/src/db/seed/plans.ts PLAN_IDS), none held. */
export function demoPlans(): Plan[] {
  const skinny = (id: number, name: string) => aPlan(id, name, { kind: 'skinny', subset_of: 100 });
  return [
    aPlan(100, 'Ultimate', {
      kind: 'ultimate',
      display_price: 2499,
      subset_plans: [101, 102, 103, 104],
    }),
    skinny(101, 'Kids'),
    skinny(102, 'Knowledge'),
    skinny(103, 'Vibe'),
    skinny(104, 'Variety'),
    aPlan(130, 'Title Night', { kind: 'event', display_price: 5995, unsubscribable: false }),
    aPlan(201, 'Ironfield Sports', { display_price: 799 }),
  ];
}
