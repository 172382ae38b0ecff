import { describe, expect, it } from 'vitest';
import { mobilePlayLink } from './mobile-app.ts';

describe('mobilePlayLink', () => {
  it('links to the app by channel', () => {
    expect(mobilePlayLink('abc news')).toBe('tvapp://play/channel/abc%20news');
  });
});
