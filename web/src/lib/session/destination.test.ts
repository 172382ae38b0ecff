import { describe, expect, it } from 'vitest';
import { anAccount } from '#app/test/session-fixtures.ts';
import { destinationAfterSignIn, safeReturnUrl } from './destination.ts';

describe('destinationAfterSignIn', () => {
  it('goes to My Stuff, or back where the user came from', () => {
    expect(destinationAfterSignIn(anAccount(), null)).toBe('/account/mystuff');
    expect(destinationAfterSignIn(anAccount(), '/account/settings')).toBe('/account/settings');
  });

  it('sends retail customers to the retail site settings whatever the return URL', () => {
    const retail = anAccount({ isp: { name: 'Retail', purchase_disabled: false } });
    expect(destinationAfterSignIn(retail, '/account/settings')).toBe('/account_retail/settings');
  });
});

describe('safeReturnUrl', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnUrl('/movie/store/all/title?x=1')).toBe('/movie/store/all/title?x=1');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (url) => {
    expect(safeReturnUrl(url)).toBeNull();
  });

  it('never returns into the sign-in pages', () => {
    expect(safeReturnUrl('/account/signin/enterpin')).toBeNull();
    expect(safeReturnUrl('/Account/SignIn')).toBeNull();
  });
});
