import { describe, expect, it } from 'vitest';
import { marketingUrls } from '#app/content/marketing/routes.ts';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap.ts';

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

  it('lets crawlers fetch the artwork pages show, though the rest of the API is closed', () => {
    const text = robotsTxt('https://tv.example.com');
    expect(text).toContain('Allow: /v2/vod/titles/*/preview/');
    expect(text).toContain('Allow: /v2/vod/titles/*/landscape_thumbnail/');
    expect(text).toContain('Allow: /v2/epg/channels/*/image');
    expect(text).toContain('Disallow: /v2/');
  });
});

describe('sitemap index', () => {
  it('lists each sitemap file by its absolute address', () => {
    const xml = sitemapIndexXml('https://tv.example.com', [
      '/sitemaps/pages.xml',
      '/sitemaps/titles-1.xml',
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://tv.example.com/sitemaps/titles-1.xml</loc></sitemap>',
    );
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });
});
