import { describe, expect, it } from 'vitest';
import { marketingUrls } from '../content/marketing/routes.ts';
import { publicOriginOf, robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemap.xml', () => {
  it('lists every marketing address once, absolute and escaped', () => {
    const xml = sitemapXml('https://tv.example.com', ['/', '/a&b', '/']);
    expect(xml).toContain('<loc>https://tv.example.com/</loc>');
    expect(xml).toContain('<loc>https://tv.example.com/a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('covers the routes of marketing spec §2.1', () => {
    for (const path of [
      '/',
      '/tv',
      '/movies',
      '/packages/premium-channels/ultimate',
      '/packages/special-interest/horse-country',
      '/features/streaming-apps/dazn',
      '/warranty/refurbished/mighty-gen3',
      '/insiders-terms-and-conditions',
      '/release-notes',
    ]) {
      expect(marketingUrls).toContain(path);
    }
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers off the account pages', () => {
    const text = robotsTxt('https://tv.example.com');
    expect(text).toContain('Sitemap: https://tv.example.com/sitemap.xml');
    expect(text).toContain('Disallow: /account/');
  });
});

describe('publicOriginOf', () => {
  it('defaults to the local server and refuses anything but an origin', () => {
    expect(publicOriginOf(undefined)).toBe('http://localhost:8080');
    expect(publicOriginOf('https://tv.example.com')).toBe('https://tv.example.com');
    expect(() => publicOriginOf('https://tv.example.com/path')).toThrow(/VITE_PUBLIC_ORIGIN/);
    expect(() => publicOriginOf('ftp://x')).toThrow(/VITE_PUBLIC_ORIGIN/);
  });
});
