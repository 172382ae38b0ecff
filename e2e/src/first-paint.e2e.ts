import { expect, test } from './fixtures.ts';

/**
 * Decision 0067: a page's first paint waits for its header to be parsed whole, and no longer. The
 * head's render-blocking link names the page's main region, which comes right after the header; a
 * name that matched nothing would hold the paint until the whole page had been parsed. (That
 * nothing moves as the page paints is the guide's "nothing on the page moves" spec.)
 */
test.use({ javaScriptEnabled: false });

test('each page is painted once its header is parsed: the head waits for its main region', async ({
  page,
}) => {
  for (const path of ['/', '/tv/guide', '/movie/details/10001', '/faqs']) {
    await page.goto(path);
    const expected = await page
      .locator('head link[rel="expect"][blocking="render"]')
      .getAttribute('href');
    expect(expected, path).toMatch(/^#./);
    await expect(page.getByRole('main'), path).toHaveAttribute('id', expected!.slice(1));
    await expect(page.locator(expected!), path).toHaveCount(1);
  }
});
