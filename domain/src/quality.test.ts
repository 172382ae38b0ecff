import { describe, expect, it } from 'vitest';
import { qualityIconsOf } from './quality.ts';
import { flagsOf } from './title-flags.ts';

describe('qualityIconsOf', () => {
  it('shows nothing for a standard-definition title', () => {
    expect(qualityIconsOf(0)).toEqual([]);
    expect(qualityIconsOf(flagsOf('creditUse', 'earlyBuy'))).toEqual([]);
  });

  it('shows HD for the HD bit', () => {
    expect(qualityIconsOf(flagsOf('hd'))).toEqual(['hd']);
  });

  it('shows 4K instead of HD, with or without the HD bit', () => {
    expect(qualityIconsOf(flagsOf('hd', 'uhd4k'))).toEqual(['uhd4k']);
    expect(qualityIconsOf(flagsOf('uhd4k'))).toEqual(['uhd4k']);
  });

  it('adds surround sound after the picture quality', () => {
    expect(qualityIconsOf(flagsOf('surround'))).toEqual(['surround']);
    expect(qualityIconsOf(flagsOf('hd', 'surround'))).toEqual(['hd', 'surround']);
  });
});
