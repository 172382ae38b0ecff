import { describe, expect, it } from 'vitest';
import { appLinkOf, isMobileBrowser } from './app-link.ts';

describe('the app link', () => {
  it('tells phone and tablet browsers from desktop ones', () => {
    expect(
      isMobileBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'),
    ).toBe(true);
    expect(isMobileBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile')).toBe(
      true,
    );
    expect(isMobileBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false);
  });

  it("opens the title in the app by the app's scheme", () => {
    expect(appLinkOf(10001)).toBe('tvstore://title/10001');
  });
});
