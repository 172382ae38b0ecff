import { describe, expect, it } from 'vitest';
import { mosaicChannels } from './pack-card.tsx';

describe('mosaicChannels', () => {
  it('shows every logo of a pack with four channels or fewer, in order', () => {
    expect(mosaicChannels([7, 3, 9])).toEqual([7, 3, 9]);
    expect(mosaicChannels([7, 3, 9, 1])).toEqual([7, 3, 9, 1]);
    expect(mosaicChannels([])).toEqual([]);
  });

  it('spreads four logos over a longer pack, so each of Ultimate’s packs shows one', () => {
    // Ultimate's tiles run pack by pack: three tiles of each of four packs.
    const tiles = [11, 12, 13, 21, 22, 23, 31, 32, 33, 41, 42, 43];
    expect(mosaicChannels(tiles)).toEqual([11, 21, 31, 41]);
  });

  it('takes the first tile and never one past the end when the tiles do not divide evenly', () => {
    expect(mosaicChannels([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(mosaicChannels([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 3, 5]);
  });
});
