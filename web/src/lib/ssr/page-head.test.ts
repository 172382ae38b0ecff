import { describe, expect, it } from 'vitest';
import { aMovie } from '#app/test/catalogue-fixtures.ts';
import { aSeason, aSeries, anEpisode } from '#app/test/title-fixtures.ts';
import {
  canonicalDetailsPath,
  pageHeadTags,
  scriptJson,
  titleStructuredData,
} from './page-head.ts';
import { fromTransferable, toTransferable } from './state.ts';

const ORIGIN = 'https://tv.example.com';

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('structured data of a title', () => {
  it('is a schema.org Movie with an AUD offer per price rule, in dollars', () => {
    const movie = aMovie(7, {
      title: 'Rust and Ash',
      director: ['Petra Coldicutt'],
      cast: ['Gideon Carrick'],
      price_rules: [
        { id: 1, price: 499, content_format: 'sd', duration: 172800, download_duration: 1 },
        { id: 2, price: 1999, content_format: 'hd', duration: -1, download_duration: 1 },
      ],
    });
    const data = titleStructuredData(movie, `${ORIGIN}/movie/details/7/rust-and-ash`, ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Rust and Ash',
      image: `${ORIGIN}${movie.images.preview}`,
      director: [{ '@type': 'Person', name: 'Petra Coldicutt' }],
      actor: [{ '@type': 'Person', name: 'Gideon Carrick' }],
      duration: 'PT90M',
      offers: [
        { '@type': 'Offer', name: 'Rent SD', price: '4.99', priceCurrency: 'AUD' },
        { '@type': 'Offer', name: 'Buy HD', price: '19.99', priceCurrency: 'AUD' },
      ],
    });
  });

  it('names a season and an episode with their numbers and their show', () => {
    const show = aSeries(40, { title: 'Lindenholm General' });
    const season = aSeason(41, show, 2, [42]);
    const episode = anEpisode(42, season, 3);
    expect(titleStructuredData(season, 'x', ORIGIN, show)).toMatchObject({
      '@type': 'TVSeason',
      seasonNumber: 2,
      partOfSeries: { '@type': 'TVSeries', name: 'Lindenholm General' },
    });
    expect(titleStructuredData(episode, 'x', ORIGIN, show)).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 3,
    });
    expect(titleStructuredData(show, 'x', ORIGIN)).toMatchObject({ '@type': 'TVSeries' });
    expect(titleStructuredData(show, 'x', ORIGIN)).not.toHaveProperty('offers');
  });

  it('gives a season or an episode the canonical address under its show', () => {
    const show = aSeries(40, { title: 'Lindenholm General' });
    expect(canonicalDetailsPath({ ...show, show: null })).toBe(
      '/series/details/40/lindenholm-general',
    );
    expect(canonicalDetailsPath({ id: 42, title: 'Pilot', sub_type: 'episode', show })).toBe(
      '/season/details/40/lindenholm-general/42',
    );
  });
});

describe('the head of a page', () => {
  it('has canonical, Open Graph and Twitter tags; details use the artwork and the JSON-LD', () => {
    const movie = aMovie(7, { title: 'Rust & "Ash"', synopsis: 'Two <friends>.' });
    const html = pageHeadTags({
      origin: ORIGIN,
      path: '/movie/box/details/7/old-name',
      siteName: 'Home TV',
      defaultImage: '/brands/default/logo.svg',
      title: 'Rust & "Ash" – Home TV',
      description: '',
      details: { title: movie },
    });
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/movie/details/7/rust-and-ash">`);
    expect(html).toContain(
      '<meta property="og:title" content="Rust &amp; &quot;Ash&quot; – Home TV">',
    );
    expect(html).toContain('<meta name="description" content="Two &lt;friends&gt;.">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}${movie.images.preview}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const types = jsonLdOf(html).map((block) => block['@type']);
    expect(types).toEqual(['Movie', 'BreadcrumbList']);
  });

  it('makes a help question an FAQPage with its answer, under its breadcrumbs', () => {
    const html = pageHeadTags({
      origin: ORIGIN,
      path: '/faqs/before-you-get/getting-started/whatIsHomeTv',
      siteName: 'Home TV',
      defaultImage: '/brands/default/logo.svg',
      title: 'Help centre – Home TV',
      description: '',
      help: { topic: 'before-you-get', article: 'getting-started', question: 'whatIsHomeTv' },
    });
    const [crumbs, faq] = jsonLdOf(html);
    expect((crumbs!.itemListElement as unknown[]).length).toBe(4);
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    const [question] = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(question!.acceptedAnswer.text.length).toBeGreaterThan(10);
  });

  it('keeps script-ending text out of JSON inside a script element', () => {
    expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });
});

describe('state handed to the browser', () => {
  it('carries Maps and Sets through JSON and back', () => {
    const value = { programs: new Map([[1, [{ id: 2 }]]]), seen: new Set(['a']), n: null };
    const back = fromTransferable(JSON.parse(JSON.stringify(toTransferable(value))));
    expect(back).toEqual(value);
  });
});
