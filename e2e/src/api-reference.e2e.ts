import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { startServer, type ServerProcess } from './server-process.ts';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Swagger UI breaks long paths with zero-width spaces before each slash. */
const shownPath = (path: string) =>
  new RegExp(`^POST\\s*${path.replace(/[{}]/g, '\\$&').replace(/\//g, '\\u200b?/')}`);

/**
 * The API reference (/docs/api) as a developer uses it (issue 35): "Try it out" signs in with the
 * example body and the X-Capabilities header the document fills in, then calls every POST of the
 * document, the household ones on the session the sign-in set. Its own server: the calls buy,
 * subscribe and change settings.
 */
test.describe('the API reference', () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer('small');
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('signs in and calls every POST with what the document fills in', async ({ page }) => {
    test.setTimeout(180_000);
    const doc = (await (await fetch(`${server.baseURL}/openapi.json`)).json()) as Document;
    const posts = Object.entries(doc.paths)
      .filter(([, item]) => item.post)
      .map(([path, item]) => ({ path, op: item.post! }));
    // Sign in first, sign out last.
    const last = ['/v2/subscriber/invalidate_authentication', '/v2/subscriber/logout'];
    const order = [
      ...posts.filter((p) => p.path === '/v3/authenticate'),
      ...posts.filter((p) => p.path !== '/v3/authenticate' && !last.includes(p.path)),
      ...last.flatMap((path) => posts.filter((p) => p.path === path)),
    ];
    expect(order.length).toBe(posts.length);

    await page.goto(`${server.baseURL}/docs/api/`);
    const answers: string[] = [];
    for (const { path, op } of order) {
      const { status, error } = await tryItOut(page, path);
      const household = (op.security ?? []).some((s) => 'authCookie' in s);
      answers.push(`${path} ${status} ${error ?? ''}`.trim());
      expect(error, `${path}: ${status}`).not.toBe('ERR_MISSING_CAPABILITIES');
      if (household) expect(error, `${path}: ${status}`).not.toBe('NOT_AUTHENTICATED');
      expect(status, path).toBeLessThan(500);
    }
    expect(answers[0]).toBe('/v3/authenticate 200');
    expect(answers.at(-1)).toBe('/v2/subscriber/logout 200');
  });
});

/** Opens an operation, executes it as the page fills it in, and closes it again. */
async function tryItOut(page: Page, path: string) {
  const summary = page.getByRole('button', { name: shownPath(path) });
  await summary.click();
  const answered = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith(path.split('{')[0]!),
  );
  await page.getByRole('button', { name: 'Execute' }).click();
  const response = await answered;
  await expect(page.getByText('Server response')).toBeVisible();
  const body = (await response.json().catch(() => null)) as {
    __meta__?: { error?: string };
  } | null;
  await summary.click();
  await expect(page.getByRole('button', { name: 'Execute' })).toHaveCount(0);
  return { status: response.status(), error: body?.__meta__?.error ?? null };
}
