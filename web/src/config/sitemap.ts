/**
 * sitemap.xml and robots.txt of the web build (issue 9 "findable"), written by vite.config.ts
 * from the marketing routes. Sitemaps need absolute addresses: the origin is the build setting
 * VITE_PUBLIC_ORIGIN. No import.meta.env here: Vite's config runs in Node.
 */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

export function publicOriginOf(value: unknown): string {
  if (value === undefined || value === '') return DEFAULT_PUBLIC_ORIGIN;
  if (typeof value !== 'string' || !/^https?:\/\/[^/]+$/.test(value) || !URL.canParse(value)) {
    throw new Error(
      `VITE_PUBLIC_ORIGIN must be an origin such as https://tv.example.com: ${value}`,
    );
  }
  return value;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read the public pages; the account pages and the API are not for indexing. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /account/',
    'Disallow: /v2/',
    'Disallow: /v3/',
    'Disallow: /v4/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
