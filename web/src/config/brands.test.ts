import { describe, expect, it } from 'vitest';
import { BRANDS, BRAND_IDS, brandForHost } from './brands.ts';

describe('host → brand', () => {
  it('picks the brand that names the host, ignoring case, port and a trailing dot', () => {
    expect(brandForHost('hometv.example')).toBe('main');
    expect(brandForHost('WWW.HomeTV.example:8443')).toBe('main');
    expect(brandForHost('tv.vendor.example.')).toBe('vendor');
  });

  it('gives any other host the default brand', () => {
    expect(brandForHost('localhost')).toBe('default');
    expect(brandForHost('127.0.0.1')).toBe('default');
    expect(brandForHost('evil-hometv.example')).toBe('default');
    expect(brandForHost('')).toBe('default');
  });

  it('lets no two brands claim one host', () => {
    const hosts = BRAND_IDS.flatMap((id) => BRANDS[id].hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('hides the top navigation on the default sign-in route for the vendor brand only', () => {
    expect(BRAND_IDS.filter((id) => !BRANDS[id].topNavOnDefaultSignIn)).toEqual(['vendor']);
  });

  it('keeps logos local', () => {
    for (const id of BRAND_IDS) expect(BRANDS[id].logo).toMatch(/^\/brands\/[a-z]+\/logo\.svg$/);
  });
});
