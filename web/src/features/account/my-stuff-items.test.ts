import { describe, expect, it } from 'vitest';
import type { EntitlementWire } from '@app/domain';
import { myStuffItems } from './my-stuff-items.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const rule = (duration: number) => ({
  id: 1,
  price: 399,
  content_format: 'sd' as const,
  duration,
  download_duration: 604800,
});

function entitlement(overrides: Partial<EntitlementWire>): EntitlementWire {
  return {
    state: 'PURCHASED',
    created: '2026-11-01T00:00:00Z',
    expires: null,
    download_expires: '2036-11-01T00:00:00Z',
    price_rule: rule(-1),
    children: {},
    ...overrides,
  };
}

describe('myStuffItems', () => {
  it('tells bought and rented apart, newest first, and leaves out rentals that have run out', () => {
    const items = myStuffItems(
      {
        '1': entitlement({}),
        '2': entitlement({
          state: 'ACTIVATED',
          created: '2026-11-20T00:00:00Z',
          expires: '2026-11-23T00:00:00Z',
          price_rule: rule(172800),
        }),
        '3': entitlement({
          state: 'EXPIRED',
          created: '2026-11-21T00:00:00Z',
          expires: '2026-11-04T00:00:00Z',
          download_expires: '2026-11-09T00:00:00Z',
          price_rule: rule(172800),
        }),
      },
      NOW,
    );

    expect(items).toEqual([
      { titleId: 2, kind: 'rented', expires: '2026-11-23T00:00:00Z', episodeCount: 0 },
      { titleId: 1, kind: 'bought', expires: null, episodeCount: 0 },
    ]);
  });

  it('counts the episodes that came with a season', () => {
    const [season] = myStuffItems(
      {
        '40': entitlement({
          children: {
            '41': entitlement({ price_rule: null }),
            '42': entitlement({ price_rule: null }),
          },
        }),
      },
      NOW,
    );
    expect(season).toMatchObject({ titleId: 40, kind: 'bought', episodeCount: 2 });
  });

  it('shows a purchase still being processed as such', () => {
    expect(myStuffItems({ '5': entitlement({ state: 'PENDING' }) }, NOW)[0]?.kind).toBe('pending');
  });
});
