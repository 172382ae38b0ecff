import { describe, expect, it } from 'vitest';
import { retailTargetHref, retailTargetOf } from './retail-targets.ts';

describe('retail targets', () => {
  it("opens the named retail page, by name or by the retail site's path", () => {
    expect(retailTargetHref('credits')).toBe('/account_retail/credits');
    expect(retailTargetHref(' Help-Dashboard ')).toBe('/account_retail/help-dashboard');
    expect(retailTargetHref('/account_retail/partner-apps/')).toBe('/account_retail/partner-apps');
  });

  it('goes to settings for no target, an unknown one, or one leading elsewhere', () => {
    expect(retailTargetHref(null)).toBe('/account_retail/settings');
    expect(retailTargetHref('mystuff')).toBe('/account_retail/settings');
    expect(retailTargetHref('//evil.example/credits')).toBe('/account_retail/settings');
    expect(retailTargetHref('https://evil.example')).toBe('/account_retail/settings');
  });

  it('names the page of a retail path', () => {
    expect(retailTargetOf('/account_retail/credits')).toBe('credits');
    expect(retailTargetOf('/Account_Retail/partner-apps/')).toBe('partner-apps');
    expect(retailTargetOf('/account_retail/')).toBe('settings');
  });
});
