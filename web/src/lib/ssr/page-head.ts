import type { Title } from '@app/domain';
import { priceOptionsOf } from '@app/domain';
import { helpGroups, helpHref } from '#app/content/help/index.ts';
import { paths } from '#app/config/paths.ts';

/**
 * The <head> of a server-rendered page beyond its <title> (issue 19 "previews and structured
 * data"): description, canonical address, Open Graph and Twitter card tags, and schema.org JSON-LD
 * (Movie / TVSeries / TVSeason / TVEpisode with offers on details, FAQPage on a help question,
 * BreadcrumbList where the page has a path).
 */
export interface HeadInput {
  /** Absolute origin of the site, e.g. https://tv.example.com. */
  origin: string;
  /** The page's path (no query). */
  path: string;
  siteName: string;
  /** The share picture of a page without one of its own (the brand's logo). */
  defaultImage: string;
  /** The page's own <title> text as the page rendered it. */
  title: string;
  description: string;
  /** The title a details page shows, with its show (for a season or an episode). */
  details?: { title: Title; show?: Title | undefined } | undefined;
  /** Route parameters of the help centre, when the page is one. */
  help?: { topic?: string; article?: string; question?: string } | undefined;
}

/** Prices are Australian dollars: the service is sold in Australia (marketing spec, opening). */
export const PRICE_CURRENCY = 'AUD';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: no "</script>" or "<!--" can end or bend the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

const SCHEMA_TYPE = {
  movie: 'Movie',
  series: 'TVSeries',
  season: 'TVSeason',
  episode: 'TVEpisode',
} as const;

/** schema.org for a title: its type, name, picture, people and what it costs to rent and buy. */
export function titleStructuredData(
  title: Title,
  url: string,
  origin: string,
  show?: Title,
): Record<string, unknown> {
  const offers = priceOptionsOf(title.price_rules).map((option) => ({
    '@type': 'Offer',
    name: `${option.kind === 'rent' ? 'Rent' : 'Buy'} ${option.format.toUpperCase()}`,
    price: (option.price / 100).toFixed(2),
    priceCurrency: PRICE_CURRENCY,
    availability: 'https://schema.org/InStock',
    url,
    category: option.kind === 'rent' ? 'rental' : 'purchase',
  }));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[title.sub_type],
    name: title.title,
    url,
    image: absolute(origin, title.images.preview),
    ...(title.synopsis ? { description: title.synopsis } : {}),
    ...(title.year_production ? { dateCreated: String(title.year_production) } : {}),
    ...(title.director.length
      ? { director: title.director.map((name) => ({ '@type': 'Person', name })) }
      : {}),
    ...(title.cast.length
      ? { actor: title.cast.map((name) => ({ '@type': 'Person', name })) }
      : {}),
    ...(title.duration > 0 && title.sub_type !== 'series'
      ? { duration: `PT${Math.round(title.duration / 60)}M` }
      : {}),
    ...(offers.length ? { offers } : {}),
  };
  if (title.sub_type === 'season' && title.season_number !== null) {
    data.seasonNumber = title.season_number;
  }
  if (title.sub_type === 'episode' && title.episode_number !== null) {
    data.episodeNumber = title.episode_number;
  }
  if (show && show.id !== title.id) {
    data.partOfSeries = {
      '@type': 'TVSeries',
      name: show.title,
      url: origin + paths.seriesDetails.getHref(show.id, show.title),
    };
  }
  return data;
}

/** The details address a title is listed and known by, whichever details route showed it. */
export function canonicalDetailsPath(title: {
  id: number;
  title: string;
  sub_type: Title['sub_type'];
  show?: { id: number; title: string } | null | undefined;
}): string {
  if (title.sub_type === 'movie') return paths.movieDetails.getHref(title.id, title.title);
  if (title.sub_type === 'series' || !title.show) {
    return paths.seriesDetails.getHref(title.id, title.title);
  }
  return paths.seasonDetails.getHref(title.show.id, title.show.title, title.id);
}

function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : origin + (href.startsWith('/') ? href : `/${href}`);
}

function breadcrumbs(origin: string, crumbs: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/** The help centre's path as breadcrumbs, and the question as an FAQPage when one is open. */
function helpStructuredData(origin: string, help: NonNullable<HeadInput['help']>) {
  const group = helpGroups.find((g) => same(help.topic, g.slug));
  const article = group?.articles.find((a) => same(help.article, a.slug));
  const question = article?.items.find((q) => same(help.question, q.id));
  const crumbs = [{ name: 'Help centre', path: helpHref() }];
  if (group) crumbs.push({ name: group.title, path: helpHref(group.slug) });
  if (group && article) {
    crumbs.push({ name: article.title, path: helpHref(group.slug, article.slug) });
  }
  if (group && article && question) {
    crumbs.push({
      name: question.question,
      path: helpHref(group.slug, article.slug, question.id),
    });
  }
  const faqItems = question ? [question] : (article?.items ?? []);
  const blocks: Record<string, unknown>[] = [breadcrumbs(origin, crumbs)];
  if (faqItems.length) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqItems.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    });
  }
  return { blocks, description: question?.answer[0] };
}

function detailsCrumbs(origin: string, title: Title, show: Title | undefined, url: string) {
  const store =
    title.sub_type === 'movie'
      ? { name: 'Movie Store', path: paths.movieStore.getHref() }
      : { name: 'TV Store', path: paths.tvStore.getHref() };
  const crumbs = [store];
  if (show && show.id !== title.id) {
    crumbs.push({ name: show.title, path: paths.seriesDetails.getHref(show.id, show.title) });
  }
  crumbs.push({ name: title.title, path: url.slice(origin.length) });
  return breadcrumbs(origin, crumbs);
}

/** The tags, as HTML, that go into <head> after the page's <title>. */
export function pageHeadTags(input: HeadInput): string {
  const details = input.details;
  const url =
    input.origin +
    (details
      ? canonicalDetailsPath({
          ...details.title,
          show: details.show && details.show.id !== details.title.id ? details.show : null,
        })
      : input.path);
  let description = input.description;
  let image = absolute(input.origin, input.defaultImage);
  let type = 'website';
  const jsonLd: Record<string, unknown>[] = [];

  if (input.details) {
    const { title, show } = input.details;
    image = absolute(input.origin, title.images.preview);
    type =
      title.sub_type === 'movie'
        ? 'video.movie'
        : title.sub_type === 'episode'
          ? 'video.episode'
          : 'video.tv_show';
    if (title.synopsis) description = title.synopsis;
    jsonLd.push(titleStructuredData(title, url, input.origin, show));
    jsonLd.push(detailsCrumbs(input.origin, title, show, url));
  } else if (input.help) {
    const help = helpStructuredData(input.origin, input.help);
    jsonLd.push(...help.blocks);
    if (help.description) description = help.description;
  }

  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="${input.details ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(input.title)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  if (description) {
    tags.unshift(`<meta name="description" content="${escapeHtml(description)}">`);
    tags.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
    tags.push(`<meta name="twitter:description" content="${escapeHtml(description)}">`);
  }
  // JSON-LD is data, not script: the browser never runs it, so the CSP needs no exception.
  for (const block of jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  }
  return tags.join('');
}
