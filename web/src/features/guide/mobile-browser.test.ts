import { describe, expect, it } from 'vitest';
import { isMobileBrowser, mobilePlayLink } from './mobile-browser.ts';

describe('isMobileBrowser', () => {
  it('knows phones and tablets', () => {
    expect(isMobileBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(
      true,
    );
    expect(isMobileBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(
      isMobileBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5),
    ).toBe(true);
  });
  it('refuses desktop browsers', () => {
    expect(isMobileBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBe(
      false,
    );
    expect(
      isMobileBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0),
    ).toBe(false);
  });
  it('links to the app by channel', () => {
    expect(mobilePlayLink('abc news')).toBe('tvapp://play/channel/abc%20news');
  });
});
