import { describe, expect, it } from 'vitest';
import { isChangeMessage, isLogoutMessage, newlyEntitledIds } from './messages.ts';

describe('newlyEntitledIds', () => {
  it('finds ids absent before', () => {
    expect(
      newlyEntitledIds({ '1': { state: 'ACTIVATED' } }, { '1': { state: 'ACTIVATED' }, '2': {} }),
    ).toEqual(['2']);
  });

  it('finds ids that were false before and are set now', () => {
    expect(newlyEntitledIds({ '3': false }, { '3': { state: 'PURCHASED' } })).toEqual(['3']);
  });

  it('ignores ids entitled before and after, and ids false or gone after', () => {
    expect(
      newlyEntitledIds(
        { '4': { state: 'ACTIVATED' }, '5': {} },
        { '4': { state: 'ACTIVATED' }, '6': false },
      ),
    ).toEqual([]);
  });
});

describe('message kinds', () => {
  it('tells logout messages from change notices', () => {
    expect(isLogoutMessage('AUTHENTICATION_INVALIDATED')).toBe(true);
    expect(isLogoutMessage('WISHLISTS_CHANGED')).toBe(false);
    expect(isChangeMessage('ENTITLEMENTS_CHANGED')).toBe(true);
    expect(isChangeMessage(null)).toBe(false);
  });
});
