import type { Page } from '@playwright/test';
import { CAPABILITIES_HEADER, type CatalogueTabAnswer, type Title } from '@app/domain';
import { baseURL, expect, test } from './fixtures.ts';

// The e2e database is shared by every spec: this one sets CUST0001's parental limit and always
// turns it off again, whatever happens.

const WAIT = { timeout: 10_000 };

/** The most popular movie of the store's first page rated above PG, as everyone sees it. */
async function matureMovieOnFirstPage(): Promise<Title> {
  const url = new URL('/v3/vod/catalogue/tab', baseURL());
  const query = { tab: 'all', start: '0', max: '12', content_class: 'movie' };
  for (const [key, value] of Object.entries({ ...query, sort_type: 'popularity' })) {
    url.searchParams.set(key, value);
  }
  const answer = (await (
    await fetch(url, { headers: { 'X-Capabilities': CAPABILITIES_HEADER } })
  ).json()) as CatalogueTabAnswer;
  const mature = answer.titles.find((title) => title.rating > 40);
  expect(mature).toBeDefined();
  return mature!;
}

/** A call as this browser's session makes it: the API, without the web app's rules. */
async function apiPost(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, {
    headers: { 'X-Capabilities': CAPABILITIES_HEADER },
    form,
  });
  return (await response.json()) as Record<string, unknown> & {
    __meta__: { error: string | null };
  };
}

test.describe('parental controls in a real browser', () => {
  test('a PIN-protected limit hides titles from the store and search, locks a direct link, and the API refuses', async ({
    page,
    signIn,
    axeViolations,
  }) => {
    const mature = await matureMovieOnFirstPage();
    await signIn('CUST0001');
    try {
      const titles = page.getByRole('list', { name: 'Titles' });
      await page.goto('/movie/store', { waitUntil: 'domcontentloaded' });
      await titles.getByRole('link', { name: mature.title }).first().waitFor(WAIT);

      await page.goto('/account/settings', { waitUntil: 'domcontentloaded' });
      const section = page.getByRole('region', { name: 'Parental controls' });
      await section.getByLabel('Highest classification shown').selectOption('PG');
      await section.getByRole('button', { name: 'Save parental controls' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enter your PIN' });
      await dialog.getByLabel('PIN').fill('1234');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await section.getByText('Saved. Titles above PG are now hidden.').waitFor(WAIT);
      expect(await axeViolations()).toEqual([]);

      // The store: the first page no longer has the title, and nothing above PG.
      await page.goto('/movie/store', { waitUntil: 'domcontentloaded' });
      await titles.getByRole('link').first().waitFor(WAIT);
      await expect(titles.getByRole('link', { name: mature.title })).toHaveCount(0);

      // Search: the title's own name finds it no more.
      await page.goto(`/search/${encodeURIComponent(mature.title)}`, {
        waitUntil: 'domcontentloaded',
      });
      await page
        .getByRole('heading', { level: 1, name: `Results for “${mature.title}”` })
        .waitFor(WAIT);
      await page
        .getByRole('list', { name: 'Results' })
        // With help answers for the words, the titles' tab says it has none of its kind.
        .or(page.getByText(/^(Nothing found|No results of this kind) for/))
        .first()
        .waitFor(WAIT);
      expect(
        await page
          .getByRole('list', { name: 'Results' })
          .getByRole('link', { name: mature.title, exact: true })
          .count(),
      ).toBe(0);

      // A direct link shows the title locked.
      await page.goto(`/movie/details/${mature.id}`, { waitUntil: 'domcontentloaded' });
      await page.getByText('Locked by parental controls').waitFor(WAIT);
      expect(await page.getByRole('button', { name: /^Buy or rent/ }).count()).toBe(0);
      expect(await axeViolations()).toEqual([]);

      // The API itself refuses, whatever a client asks.
      const bought = await apiPost(page, '/v2/vod/purchase', {
        title_id: String(mature.id),
        content_format: 'hd',
        duration: '-1',
      });
      expect(bought.__meta__.error).toBe('ERR_PARENTAL_LOCK');
      const direct = (await apiPost(page, '/v3/vod/titles?content_class=is_hls', {
        title_ids: String(mature.id),
        language: 'en',
      })) as unknown as { titles: Title[] };
      expect(direct.titles[0]).toMatchObject({ id: mature.id, parental_locked: true });
    } finally {
      await apiPost(page, '/v3/subscriber/validate_pin', { pin: '1234' });
      const off = await apiPost(page, '/v2/subscriber/parental_controls', { limit: 'off' });
      expect(off.__meta__.error).toBeNull();
    }
  });
});
