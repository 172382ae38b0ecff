import { describe, expect, it } from 'vitest';
import { isMobileBrowser } from './mobile-browser.ts';

const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15';

describe('isMobileBrowser', () => {
  it('knows phones and tablets', () => {
    expect(isMobileBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(
      true,
    );
    expect(isMobileBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(
      isMobileBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'),
    ).toBe(true);
    expect(isMobileBrowser('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
  });
  it('knows an iPad that asks for desktop pages by its touch screen', () => {
    expect(isMobileBrowser(IPAD_AS_MAC, 5)).toBe(true);
  });
  it('refuses desktop browsers, a Mac included', () => {
    expect(isMobileBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBe(
      false,
    );
    expect(isMobileBrowser(IPAD_AS_MAC, 0)).toBe(false);
    expect(isMobileBrowser(IPAD_AS_MAC)).toBe(false);
  });
});
