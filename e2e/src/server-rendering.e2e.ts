import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 19: every public page arrives as HTML with its data. These specs read the pages with
 * JavaScript off, as a crawler or a link preview does, so all they find came from the server.
 */

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** The titles a store or results page lists: each tile's heading. */
const tileTitles = (page: Page) => page.getByRole('heading', { level: 2 });

interface JsonLd {
  '@type': string;
  [field: string]: unknown;
}

async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

test.describe('stores without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Movie Store lists its titles, and a genre link leads to that genre', async ({
    page,
  }) => {
    const answer = await page.goto('/movie/store');
    expect(answer?.status()).toBe(200);
    await heading(page, 'Movie Store').waitFor();
    expect(await tileTitles(page).count()).toBeGreaterThan(5);
    expect(await page.getByRole('link', { name: /.+/ }).count()).toBeGreaterThan(10);

    const genres = page.getByRole('navigation', { name: 'Genres' });
    await genres.getByRole('link', { name: 'Adventure', exact: true }).click();
    await page.waitForURL(/\/movie\/store\/.+/);
    expect(
      await genres
        .getByRole('link', { name: 'Adventure', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(await tileTitles(page).count()).toBeGreaterThan(0);
  });

  test('the TV Store and the Movie Box (with a sort in the address) show their titles', async ({
    page,
  }) => {
    await page.goto('/tv/store');
    await heading(page, 'TV Store').waitFor();
    expect(await tileTitles(page).count()).toBeGreaterThan(5);
    await page.goto('/movie/box/all/title');
    await heading(page, 'Movie Box').waitFor();
    expect(await tileTitles(page).count()).toBeGreaterThan(0);
  });
});

test.describe('title details without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a movie shows its name, prices and cast, and its JSON-LD is a Movie with AUD offers at those prices', async ({
    page,
  }) => {
    await page.goto('/movie/store/all/popularity');
    const first = page.getByRole('link', { name: /.+/ }).filter({ has: page.getByRole('img') });
    const name = await tileTitles(page).first().textContent();
    await first.first().click();
    await page.waitForURL(/\/movie\/details\/\d+/);
    await heading(page, name!).waitFor();
    const rentSd = page.getByText(/^\$\d+\.\d\d$/).first();
    await rentSd.waitFor();

    const [movie] = (await structuredData(page)).filter((block) => block['@type'] === 'Movie');
    expect(movie).toMatchObject({ '@context': 'https://schema.org', name });
    const offers = movie!.offers as { price: string; priceCurrency: string }[];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe('AUD');
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
    }
    // Every price the page shows is one of the offers.
    for (const shown of await page.getByText(/^\$\d+\.\d\d$/).allTextContents()) {
      expect(offers.map((o) => `$${o.price}`)).toContain(shown);
    }
    expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toMatch(
      /\/v2\/vod\/titles\/\d+\/preview\//,
    );
    expect(await page.title()).toContain(name!);

    // A cast member's page (the first actor the data names) lists their titles.
    const person = (movie!.actor as { name: string }[])[0]!.name;
    await page.getByRole('link', { name: person, exact: true }).click();
    await page.waitForURL(/\/cast\//);
    await heading(page, new RegExp(person)).waitFor();
    expect(await tileTitles(page).count()).toBeGreaterThan(0);
  });

  test('a show, its season and an episode each name their schema.org type', async ({ page }) => {
    await page.goto('/tv/store/all/popularity');
    const name = await tileTitles(page).first().textContent();
    await page
      .getByRole('link', { name: name!, exact: true })
      .filter({ has: page.getByRole('img') })
      .first()
      .click();
    await page.waitForURL(/\/series\/details\/\d+/);
    await heading(page, name!).waitFor();
    const types = (await structuredData(page)).map((block) => block['@type']);
    expect(types).toContain('TVSeries');
    expect(types).toContain('BreadcrumbList');

    // The show's seasons and episodes are listed in its sitemap file: open one of each.
    const titles = await (await page.request.get('/sitemaps/titles-1.xml')).text();
    const showId = /\/series\/details\/(\d+)/.exec(page.url())![1];
    const own = [
      ...titles.matchAll(new RegExp(`<loc>[^<]+(/season/details/${showId}/[^<]+)</loc>`, 'g')),
    ].map((m) => m[1]!);
    const found = new Set<string>();
    for (const path of own.slice(0, 3)) {
      await page.goto(path);
      await heading(page, name!).waitFor();
      for (const block of await structuredData(page)) found.add(block['@type']);
    }
    expect([...found]).toContain('TVSeason');
    expect([...found]).toContain('TVEpisode');
  });
});

test.describe('search, guide and help without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/search/{query} lists what it found', async ({ page }) => {
    await page.goto('/search/the');
    await heading(page, /the/).waitFor();
    expect(await tileTitles(page).count()).toBeGreaterThan(0);
  });

  test("the TV guide shows the first region's channels and programme names; popular TV lists programmes", async ({
    page,
  }) => {
    await page.goto('/tv/guide');
    await heading(page, 'TV Guide').waitFor();
    await page.getByRole('button', { name: /^Region: / }).waitFor();
    // Programmes are the grid's cells, each named with its channel and times.
    expect(
      await page.getByRole('gridcell', { name: /\d:\d\d [ap]m to \d/ }).count(),
    ).toBeGreaterThan(10);
    await page.goto('/tv/popular');
    await heading(page, 'Popular on TV').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
  });

  test('a help question shows its answer, with FAQPage and BreadcrumbList data', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await heading(page, 'Help centre').waitFor();
    const sitemap = await (await page.request.get('/sitemaps/pages.xml')).text();
    const question = /<loc>[^<]+(\/faqs\/[^/<]+\/[^/<]+\/[^/<]+)<\/loc>/.exec(sitemap)![1]!;
    const answer = await page.goto(question);
    expect(answer?.status()).toBe(200);
    const data = await structuredData(page);
    const faq = data.find((block) => block['@type'] === 'FAQPage')!;
    const entity = (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[])[0]!;
    await page.getByText(entity.name, { exact: true }).first().waitFor();
    const firstParagraph = entity.acceptedAnswer.text.split('\n\n')[0]!;
    await page.getByText(firstParagraph, { exact: true }).first().waitFor();
    const crumbs = data.find((block) => block['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as unknown[]).length).toBe(4);
  });

  test('a help topic lists its articles, and an article shows its questions with their answers', async ({
    page,
  }) => {
    const topic = await page.goto('/faqs/before-you-get');
    expect(topic?.status()).toBe(200);
    await heading(page, /^Before you get/).waitFor();
    await page.getByRole('link', { name: 'Getting started', exact: true }).first().click();
    await page.waitForURL('**/faqs/before-you-get/getting-started');
    await heading(page, 'Getting started').waitFor();
    // The disclosure buttons need JavaScript: without it every answer shows (no-script.css).
    await expect(
      page.getByRole('heading', { level: 3, name: 'Which boxes are there?' }),
    ).toBeVisible();
    await expect(page.getByText(/^The Mighty boxes are the larger recording boxes/)).toBeVisible();
  });

  test('a pack page shows its price and its channel tiles', async ({ page }) => {
    await page.goto('/packages/premium-channels/ultimate');
    await heading(page, 'Ultimate pack').waitFor();
    await page.getByText(/^\$24\.99 a month · \d+ channels$/).waitFor();
    const channels = page.getByRole('region', { name: 'Channels in this pack' });
    const tiles = channels.getByRole('list').getByRole('button');
    expect(await tiles.count()).toBe(16);
    // The rest of the pack waits behind a real button (issue 21).
    const more = channels.getByRole('button', { name: /^See all \d+ channels$/ });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
  });

  test("the home page shows what is on TV now on the default region's channels", async ({
    page,
  }) => {
    await page.goto('/');
    const onNow = page.getByRole('region', { name: 'On TV now' });
    const cards = onNow.getByRole('list').getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(3);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/tv\/guide\/.+/);
    expect(await onNow.getByText(/\d+ min left$/).count()).toBeGreaterThan(0);
  });
});

test.describe('status codes', () => {
  test.use({ javaScriptEnabled: false });

  for (const [what, path] of [
    ['an unknown path', '/no/such/page'],
    ['an unknown movie', '/movie/details/999999999/none'],
    ['an unknown show', '/series/details/999999999'],
    ['an unknown season or episode', '/season/details/999999999/none/999999998'],
    ['an unknown help topic', '/faqs/no-such-topic'],
    ['an unknown help article', '/faqs/before-you-get/no-such-article'],
    ['an unknown help question', '/faqs/before-you-get/getting-started/noSuchQuestion'],
    ['an unknown support page', '/support/no-such-page'],
  ] as const) {
    test(`${what} answers 404 with the not-found page`, async ({ page }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(heading(page, 'Page not found')).toBeVisible();
    });
  }

  for (const [store, path] of [
    ['Movie Store', '/movie/store/99999/popularity'],
    ['TV Store', '/tv/store/99999-westerns'],
    ['Movie Box', '/movie/box/99999'],
  ] as const) {
    test(`an unknown genre of the ${store} answers 404 and leads to all its titles`, async ({
      page,
    }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await heading(page, store).waitFor();
      await expect(page.getByText('This genre is not in the store.')).toBeVisible();
      await page.getByRole('link', { name: 'See all titles' }).click();
      await heading(page, store).waitFor();
      expect(await tileTitles(page).count()).toBeGreaterThan(0);
    });
  }

  test('a store address naming a sort it does not have answers 404 but still lists titles', async ({
    page,
  }) => {
    const answer = await page.goto('/movie/store/all/cheapest');
    expect(answer?.status()).toBe(404);
    await heading(page, 'Movie Store').waitFor();
    expect(await tileTitles(page).count()).toBeGreaterThan(5);
  });

  test('a genre written by its name alone is that genre, rendered on the server', async ({
    page,
  }) => {
    const answer = await page.goto('/movie/store/action');
    expect(answer?.status()).toBe(200);
    expect(await answer?.text()).toContain('Movie Store: Action');
    await heading(page, 'Movie Store: Action').waitFor();
    expect(await tileTitles(page).count()).toBeGreaterThan(5);
  });

  test('a genre name the store does not have answers 404 and leads to all its titles', async ({
    page,
  }) => {
    const answer = await page.goto('/movie/store/westerns/cheapest');
    expect(answer?.status()).toBe(404);
    await expect(page.getByText('This genre is not in the store.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Titles' })).toHaveCount(0);
    await page.getByRole('link', { name: 'See all titles' }).click();
    await heading(page, 'Movie Store').waitFor();
    expect(await tileTitles(page).count()).toBeGreaterThan(5);
  });

  test('a cast name with no titles answers 404 and says so', async ({ page }) => {
    const answer = await page.goto('/cast/Nobody%20Of%20That%20Name');
    expect(answer?.status()).toBe(404);
    await heading(page, 'Titles with Nobody Of That Name').waitFor();
    await expect(
      page.getByText('No titles with Nobody Of That Name are in the store at the moment.'),
    ).toBeVisible();
  });

  test('an unknown pack answers 404 and says which', async ({ page }) => {
    const answer = await page.goto('/packages/premium-channels/opera');
    expect(answer?.status()).toBe(404);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Nominated package opera not found' })
      .waitFor();
  });

  test('a legacy path answers 301 to its page; a signed-in-only page sends to sign-in', async ({
    page,
  }) => {
    const legacy = await page.request.get('/features', { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers().location).toBe('/features-and-packages');
    const mine = await page.request.get('/account/mystuff', { maxRedirects: 0 });
    expect(mine.status()).toBe(302);
    expect(mine.headers().location).toBe('/account/signin?returnUrl=%2Faccount%2Fmystuff');
  });
});

test.describe('hydration', () => {
  test('the store starts from the HTML it came with: no second catalogue call, no errors', async ({
    page,
  }) => {
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (/\/v\d\/vod\/catalogue|\/v4\/catalogue/.test(request.url())) calls.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401/.test(message.text())) {
        errors.push(message.text());
      }
    });
    await page.goto('/movie/store', { waitUntil: 'networkidle' });
    await heading(page, 'Movie Store').waitFor();
    expect(calls).toEqual([]);
    // The page is live: a genre link navigates in the app, with no page load of its own (the
    // genre's first titles may already be in hand from its shelf, so no call is needed).
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('navigation', { name: 'Genres' }).getByRole('link').nth(1).click();
    await page.waitForURL(/\/movie\/store\/.+/);
    await expect(
      page.getByRole('list', { name: 'Titles' }).getByRole('link').first(),
    ).toBeVisible();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the home page starts from its HTML: no second guide call, no hydration error', async ({
    page,
  }) => {
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (/\/v4\/epg\/channels|\/v2\/epg\/programslist/.test(request.url())) {
        calls.push(request.url());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401/.test(message.text())) {
        errors.push(message.text());
      }
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const onNow = page.getByRole('region', { name: 'On TV now' });
    await expect(onNow.getByRole('list').getByRole('listitem').first()).toBeVisible();
    await expect(onNow.getByText(/\d+ min left$/).first()).toBeVisible();
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a show starts from the HTML it came with: no second title or related-titles call', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/v3\/vod\/titles|\/v3\/editorial\/recommendations/.test(request.url())) {
        calls.push(request.url());
      }
    });
    await page.goto('/tv/store/all/popularity');
    const name = await tileTitles(page).first().textContent();
    const href = await page
      .getByRole('link', { name: name!, exact: true })
      .filter({ has: page.getByRole('img') })
      .first()
      .getAttribute('href');
    calls.length = 0;
    await page.goto(href!, { waitUntil: 'networkidle' });
    await heading(page, name!).waitFor();
    await page.getByRole('heading', { name: 'More like this' }).waitFor();
    expect(calls).toEqual([]);
  });
});
