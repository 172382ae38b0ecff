import { describe, expect, it } from 'vitest';
import {
  findNominatedPlans,
  packageAllChannels,
  packageChannelTiles,
  packageNotFoundMessage,
  padTvList,
  videoEmbedUrl,
  privacyBarVisible,
  showMore,
  stepIndex,
  toggleSelection,
  warrantyMonths,
} from './marketing.ts';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const skinny = (id: number, from: number) => ({
  id,
  kind: 'skinny',
  subset_plans: [],
  channel_sort: range(from, 14),
});
const packs = [skinny(101, 100), skinny(102, 200), skinny(103, 300), skinny(104, 400)];
const ultimate = {
  id: 100,
  kind: 'ultimate',
  subset_plans: [101, 102, 103, 104],
  channel_sort: packs.flatMap((p) => p.channel_sort),
};

describe('packageChannelTiles', () => {
  it('shows the first 4 channels of each of Ultimate’s four packs', () => {
    expect(packageChannelTiles(ultimate, [ultimate, ...packs])).toEqual([
      ...range(100, 4),
      ...range(200, 4),
      ...range(300, 4),
      ...range(400, 4),
    ]);
  });

  it('shows the first 8 channels of any other pack', () => {
    expect(packageChannelTiles(packs[1]!, packs)).toEqual(range(200, 8));
  });

  it('shows all of a pack with fewer than 8 channels', () => {
    const small = { id: 201, kind: 'premium', subset_plans: [], channel_sort: [1, 2, 3] };
    expect(packageChannelTiles(small, [small])).toEqual([1, 2, 3]);
  });

  it('shows Ultimate’s own first 16 when its packs are unknown', () => {
    const alone = { ...ultimate, subset_plans: [] };
    expect(packageChannelTiles(alone, [alone])).toEqual(ultimate.channel_sort.slice(0, 16));
  });
});

describe('packageAllChannels', () => {
  it('lists the tiles first, then the rest of the pack in its order, each channel once', () => {
    const all = packageAllChannels(ultimate, [ultimate, ...packs]);
    expect(all.slice(0, 16)).toEqual(packageChannelTiles(ultimate, [ultimate, ...packs]));
    expect(all.slice(16, 18)).toEqual([104, 105]);
    expect(all).toHaveLength(ultimate.channel_sort.length);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is the channel_sort itself for a pack that shows its first channels', () => {
    expect(packageAllChannels(packs[1]!, packs)).toEqual(packs[1]!.channel_sort);
  });
});

describe('toggleSelection', () => {
  it('selects a tile, and deselects it when chosen again', () => {
    expect(toggleSelection(null, 5)).toBe(5);
    expect(toggleSelection(5, 6)).toBe(6);
    expect(toggleSelection(6, 6)).toBeNull();
  });
});

describe('findNominatedPlans', () => {
  const plans = [{ name: 'Ultimate' }, { name: 'Kids' }];
  it('finds plans by name in any case, in the order asked', () => {
    expect(findNominatedPlans(plans, ['kids', 'ULTIMATE'])).toEqual({
      found: [{ name: 'Kids' }, { name: 'Ultimate' }],
    });
  });
  it('reports the first name that is missing', () => {
    expect(findNominatedPlans(plans, ['Kids', 'Opera', 'Jazz'])).toEqual({ missing: 'Opera' });
    expect(packageNotFoundMessage('Opera')).toBe('Nominated package Opera not found');
  });
});

describe('warrantyMonths', () => {
  it('is 24 months by default and 12 for Gen4, refurbished Gen3 and Mini 4K', () => {
    expect(warrantyMonths('mighty')).toBe(24);
    expect(warrantyMonths('refurbished-mighty')).toBe(24);
    expect(warrantyMonths('mighty-gen4')).toBe(12);
    expect(warrantyMonths('refurbished-mighty-gen3')).toBe(12);
    expect(warrantyMonths('mini4k')).toBe(12);
  });
});

describe('showMore', () => {
  it('adds a page at a time and says when everything is shown', () => {
    expect(showMore(9, 9, 26)).toEqual({ shown: 18, allShown: false });
    expect(showMore(18, 9, 26)).toEqual({ shown: 26, allShown: true });
  });
});

describe('stepIndex', () => {
  it('wraps in both directions when asked', () => {
    expect(stepIndex(3, 1, 4, true)).toBe(0);
    expect(stepIndex(0, -1, 4, true)).toBe(3);
  });
  it('clamps at the ends otherwise', () => {
    expect(stepIndex(3, 1, 4, false)).toBe(3);
    expect(stepIndex(0, -1, 4, false)).toBe(0);
    expect(stepIndex(1, 1, 4, false)).toBe(2);
  });
  it('stays at 0 with nothing to show', () => {
    expect(stepIndex(0, 1, 0, true)).toBe(0);
  });
});

describe('privacyBarVisible', () => {
  const at = Date.parse('2026-01-01T00:00:00Z');
  const day = 24 * 60 * 60 * 1000;
  it('shows from the implementation date for 30 days', () => {
    expect(privacyBarVisible(at - 1, false, at)).toBe(false);
    expect(privacyBarVisible(at, false, at)).toBe(true);
    expect(privacyBarVisible(at + 30 * day - 1, false, at)).toBe(true);
    expect(privacyBarVisible(at + 30 * day, false, at)).toBe(false);
  });
  it('stays away once dismissed', () => {
    expect(privacyBarVisible(at + day, true, at)).toBe(false);
  });
});

describe('padTvList', () => {
  const fixed = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
  it('takes the 12 most popular titles and then the 5 fixed tiles (§9)', () => {
    const popular = Array.from({ length: 15 }, (_, i) => `t${i + 1}`);
    const list = padTvList(popular, fixed);
    expect(list).toHaveLength(17);
    expect(list.slice(0, 12)).toEqual(popular.slice(0, 12));
    expect(list.slice(12)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
  });

  it('pads a shorter list with the same 5', () => {
    expect(padTvList(['t1', 't2'], fixed)).toEqual(['t1', 't2', 'f1', 'f2', 'f3', 'f4', 'f5']);
  });
});

describe('videoEmbedUrl', () => {
  it('plays a video through the privacy-enhanced host only', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(new URL(videoEmbedUrl('a/b?c')).pathname).toBe('/embed/a%2Fb%3Fc');
  });
});
