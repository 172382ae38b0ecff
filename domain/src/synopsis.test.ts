import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shortenSynopsis } from './synopsis.ts';

describe('shortenSynopsis', () => {
  it('keeps a short synopsis whole', () => {
    expect(shortenSynopsis('A short tale.')).toBe('A short tale.');
  });

  it('cuts a long synopsis at a word boundary', () => {
    const words = 'alpha beta gamma delta epsilon '.repeat(20);
    const cut = shortenSynopsis(words, 40);
    expect(cut).toBe('alpha beta gamma delta epsilon alpha…');
  });

  it('never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1000 }), fc.integer({ min: 2, max: 400 }), (text, max) => {
        expect(shortenSynopsis(text, max).length).toBeLessThanOrEqual(max);
      }),
    );
  });
});
