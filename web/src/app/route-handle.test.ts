import { describe, expect, it } from 'vitest';
import { showsCreditsBar } from './route-handle.ts';

describe('showsCreditsBar', () => {
  it('shows on account and store pages', () => {
    for (const path of [
      '/account/mystuff',
      '/movie/store',
      '/TV/store/all/title',
      '/season/details/5',
    ])
      expect(showsCreditsBar(path, [{}])).toBe(true);
  });

  it('hides on routes flagged hideCreditsBar, marketing pages and the retail site', () => {
    expect(showsCreditsBar('/account/signin', [{}, { handle: { hideCreditsBar: true } }])).toBe(
      false,
    );
    expect(showsCreditsBar('/', [{}])).toBe(false);
    expect(showsCreditsBar('/faqs', [{}])).toBe(false);
    expect(showsCreditsBar('/account_retail/credits', [{}])).toBe(false);
  });
});
