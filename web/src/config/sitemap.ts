/**
 * The sitemaps and robots.txt (issue 9 "findable", issue 19 "sitemaps for everything"): the
 * server sends them (server/src/http/sitemaps.ts) through the server renderer's exports, with the
 * marketing and help pages and every title's details page. Sitemaps need absolute addresses.
 */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** A sitemap file holds at most this many addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The sitemap index: one <sitemap> per file (absolute addresses). */
export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  const entries = files
    .map((file) => `  <sitemap><loc>${escapeXml(origin + file)}</loc></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/**
 * Crawlers may read the public pages and the artwork they show (title pictures and channel
 * logos are API addresses); the account pages and the rest of the API are not for indexing.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /v2/vod/titles/*/landscape_thumbnail/',
    'Allow: /v2/vod/titles/*/preview/',
    'Allow: /v2/epg/channels/*/image',
    'Disallow: /account/',
    'Disallow: /v2/',
    'Disallow: /v3/',
    'Disallow: /v4/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
