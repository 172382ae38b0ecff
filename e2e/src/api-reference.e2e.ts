import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { startServer, type ServerProcess } from './server-process.ts';

interface Operation {
  operationId: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Swagger UI breaks long paths with zero-width spaces before each slash. */
const shownPath = (path: string) =>
  new RegExp(`^POST\\s*${path.replace(/[{}]/g, '\\$&').replace(/\//g, '\\u200b?/')}\\s`);

/**
 * The API reference (/docs/api) as a developer uses it (issue 35): "Try it out" signs in with the
 * example body and the X-Capabilities header the document fills in, then adds to the wishlist on
 * the session the sign-in set, and signs out. (That the document fills in every
 * POST so, is checked for each in server/src/http/openapi-conformance.test.ts: a page visit costs
 * seconds per operation.) Its own server: the calls change the household.
 */
const CALLS = ['/v3/authenticate', '/v2/subscriber/wishlist/add', '/v2/subscriber/logout'];

test.describe('the API reference', () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer('small');
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('signs in, calls POSTs with what the document fills in, and signs out', async ({ page }) => {
    test.setTimeout(120_000);
    const doc = (await (await fetch(`${server.baseURL}/openapi.json`)).json()) as Document;
    await page.goto(`${server.baseURL}/docs/api/`);
    const answers: string[] = [];
    for (const path of CALLS) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeDefined();
      const { status, error } = await tryItOut(page, path);
      answers.push(`${path} ${status}${error ? ` ${error}` : ''}`);
    }
    expect(answers).toEqual([
      '/v3/authenticate 200',
      '/v2/subscriber/wishlist/add 200',
      '/v2/subscriber/logout 200',
    ]);
  });
});

/** Opens an operation, executes it as the page fills it in, and closes it again. */
async function tryItOut(page: Page, path: string) {
  const summary = page.getByRole('button', { name: shownPath(path) });
  await summary.click();
  const prefix = path.split('{')[0]!;
  let response: Response | undefined;
  // The page resolves an operation's schemas after it opens: a click on Execute before that is
  // lost, so click again until the call goes out.
  await expect(async () => {
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith(prefix),
      { timeout: 5_000 },
    );
    await page.getByRole('button', { name: 'Execute' }).click();
    response = await answered;
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Server response')).toBeVisible();
  const body = (await response!.json().catch(() => null)) as {
    __meta__?: { error?: string };
  } | null;
  await summary.click();
  await expect(page.getByRole('button', { name: 'Execute' })).toHaveCount(0);
  return { status: response!.status(), error: body?.__meta__?.error ?? null };
}
