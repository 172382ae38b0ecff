import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { PublicPlan, PublicPlansAnswer } from '@app/domain';
import { fakeApi, okAnswer } from '#app/test/session-fixtures.ts';

function aPublicPlan(id: number, name: string, overrides: Partial<PublicPlan> = {}): PublicPlan {
  return {
    id,
    name,
    description: `${name}: channels for everyone.`,
    kind: 'skinny',
    subset_of: 100,
    subset_plans: [],
    display_price: 600,
    display_price_tax_inclusive: true,
    visible_epg: true,
    channel_sort: [],
    channel_count: 0,
    ...overrides,
  };
}

/** The demo packs: four skinny packs of 10 channels each, and Ultimate holding all of them. */
export function demoPlans(): PublicPlansAnswer {
  const packs = ['Kids', 'Knowledge', 'Vibe', 'Variety'].map((name, i) => {
    const sort = Array.from({ length: 10 }, (_, c) => (i + 1) * 100 + c);
    return aPublicPlan(101 + i, name, { channel_sort: sort, channel_count: sort.length });
  });
  const all = packs.flatMap((p) => p.channel_sort);
  const ultimate = aPublicPlan(100, 'Ultimate', {
    kind: 'ultimate',
    subset_of: null,
    subset_plans: [101, 102, 103, 104],
    display_price: 2499,
    channel_sort: all,
    channel_count: all.length,
  });
  const channels = Object.fromEntries(
    all.map((id) => [
      String(id),
      { id, epg_id: `channel-${id}`, name: `Channel ${id}`, number: id + 10 },
    ]),
  );
  return { plans: [ultimate, ...packs], channels };
}

export function stubApi(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ '/v2/plans': () => okAnswer({ ...demoPlans() }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

export const channelTiles = async () => {
  const section = await screen.findByRole('region', { name: 'Channels in this pack' });
  return within(within(section).getByRole('list')).getAllByRole('button');
};
