import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUNDLE_PARTNER_ACCOUNT_URL,
  DEFAULT_BUNDLE_SLUG,
  bundleSlugOf,
  partnerAccountUrlOf,
} from './bundle-settings.ts';

describe('bundle settings', () => {
  it('default to the streamplus pages and a placeholder partner address', () => {
    expect(bundleSlugOf(undefined)).toBe(DEFAULT_BUNDLE_SLUG);
    expect(bundleSlugOf('')).toBe('streamplus');
    expect(partnerAccountUrlOf(undefined)).toBe(DEFAULT_BUNDLE_PARTNER_ACCOUNT_URL);
  });

  it('take a slug that is one lowercase path segment', () => {
    expect(bundleSlugOf('watch-more2')).toBe('watch-more2');
    for (const bad of ['Stream', 'a/b', '-x', 'x-', 'a b', '../x'])
      expect(() => bundleSlugOf(bad)).toThrow('VITE_BUNDLE_SLUG');
  });

  it('take only an https partner address', () => {
    expect(partnerAccountUrlOf('https://tv.partner.test/me')).toBe('https://tv.partner.test/me');
    for (const bad of ['http://partner.test', 'javascript:alert(1)', 'https://'])
      expect(() => partnerAccountUrlOf(bad)).toThrow('VITE_BUNDLE_PARTNER_ACCOUNT_URL');
  });
});
