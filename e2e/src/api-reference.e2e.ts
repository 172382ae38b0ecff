import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { startServer, type ServerProcess } from './server-process.ts';

interface Operation {
  operationId: string;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Swagger UI breaks long paths with zero-width spaces before each slash. */
const shownPath = (path: string) =>
  new RegExp(`^POST\\s*${path.replace(/[{}]/g, '\\$&').replace(/\//g, '\\u200b?/')}\\s`);

/** The sign-in, and the calls that change or end the session: first, and last. */
const SIGN_IN = '/v3/authenticate';
const SESSION_CHANGES = [
  '/v2/subscriber/authenticate_with_cookie',
  '/v3/retail/authenticate',
  '/v2/subscriber/invalidate_authentication',
  '/v2/subscriber/logout',
];

/**
 * The API reference (/docs/api) as a developer uses it (issue 35): "Try it out" signs in with the
 * example body and the X-Capabilities header the document fills in, then calls every POST of the
 * document on the session the sign-in set, with the example request it fills in, and each gets an
 * answer the document declares: never a refusal for a missing header or session, never a 5xx.
 * Its own server: the calls change the household.
 */
test.describe('the API reference', () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer('small');
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('signs in, then calls every POST with what the document fills in', async ({ page }) => {
    // 25 operations at a few seconds each (a page visit per call), more on a loaded machine.
    test.setTimeout(600_000);
    const doc = (await (await fetch(`${server.baseURL}/openapi.json`)).json()) as Document;
    const posts = Object.entries(doc.paths)
      .filter(([path, item]) => item.post && /^\/v\d+\//.test(path))
      .map(([path]) => path);
    const order = [
      SIGN_IN,
      ...posts.filter((p) => p !== SIGN_IN && !SESSION_CHANGES.includes(p)),
      ...SESSION_CHANGES,
    ];
    expect([...order].sort()).toEqual([...posts].sort());

    await page.goto(`${server.baseURL}/docs/api/`);
    // The session cookie is the one security scheme: the Authorize dialog names it.
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await expect(page.getByRole('heading', { name: 'authCookie (apiKey)' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    const wrong: string[] = [];
    for (const path of order) {
      const op = doc.paths[path]!.post!;
      const { status, error } = await tryItOut(page, path);
      const household = (op.security ?? []).some((s) => 'authCookie' in s);
      if (!(String(status) in op.responses)) wrong.push(`${path}: ${status} is not declared`);
      if (status >= 500) wrong.push(`${path}: ${status} ${error}`);
      if (error === 'ERR_MISSING_CAPABILITIES' || (household && error === 'NOT_AUTHENTICATED')) {
        wrong.push(`${path}: ${error}`);
      }
      if (path === SIGN_IN && status !== 200) wrong.push(`${path}: sign-in answered ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** Opens an operation, executes it as the page fills it in, and closes it again. */
async function tryItOut(page: Page, path: string) {
  const summary = page.getByRole('button', { name: shownPath(path) });
  await summary.click();
  const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
  let request: Request | undefined;
  // The page resolves an operation's schemas after it opens: a click on Execute before that is
  // lost, so click again until the call goes out (the request, not its answer, which may be slow).
  await expect(async () => {
    [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && pattern.test(new URL(r.url()).pathname), {
        timeout: 4_000,
      }),
      page.getByRole('button', { name: 'Execute' }).click(),
    ]);
  }).toPass({ timeout: 40_000 });
  const response = (await request!.response())!;
  await expect(page.getByText('Server response')).toBeVisible();
  const body = (await response.json().catch(() => null)) as {
    __meta__?: { error?: string };
  } | null;
  await summary.click();
  await expect(page.getByRole('button', { name: 'Execute' })).toHaveCount(0);
  return { status: response.status(), error: body?.__meta__?.error ?? null };
}
