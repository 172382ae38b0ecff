import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATE_SLOTS } from '@app/domain';
import { createServerRenderer } from './server-render.ts';

const { head, body } = PAGE_TEMPLATE_SLOTS;
const TEMPLATE = `${head.start}<title>TV</title>${head.end}${body.start}<div id="root"></div>${body.end}`;

/** A renderer whose page at /kb/N holds N KB of text, and counts its renders. */
const SIZED_RENDERER = `
let renders = 0;
export const rendersSoFar = () => renders;
export function createRenderer() {
  return {
    PAGE_QUERY_FIELDS: [],
    brandOf() { return 'default'; },
    async render({ url }) {
      renders += 1;
      const kb = Number(url.split('/')[2]);
      return { kind: 'page', status: 200, head: '<title>x</title>', body: 'x'.repeat(kb * 1024), state: '', hydrate: true };
    },
  };
}
`;

const request = (url: string) =>
  ({ url, hostname: 'tv.example.com', headers: {} }) as unknown as FastifyRequest;

describe('the rendered-page cache', () => {
  it('keeps pages within its byte budget, dropping the least recently used first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
    const entry = join(dir, 'entry-server.js');
    writeFileSync(entry, SIZED_RENDERER);
    const app = Fastify();
    const renderer = await createServerRenderer({
      app,
      template: TEMPLATE,
      manifest: null,
      entry,
      now: () => 0,
      maxBytes: 1024 * 1024,
    });
    const counter = (await import(entry)) as { rendersSoFar: () => number };
    // Ten pages of 200 KB: about 270 KB each as kept, so three fit in 1 MiB.
    for (let i = 0; i < 10; i++) await renderer.page(request(`/kb/${200 + i}`), 'https://x');
    await new Promise((resolve) => setImmediate(resolve));
    expect(renderer.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(renderer.size).toBe(3);
    // The newest is kept; the first is gone and is rendered again.
    const before = counter.rendersSoFar();
    await renderer.page(request('/kb/209'), 'https://x');
    expect(counter.rendersSoFar()).toBe(before);
    await renderer.page(request('/kb/200'), 'https://x');
    expect(counter.rendersSoFar()).toBe(before + 1);
    // A page bigger than the whole budget is sent, not kept.
    const huge = await renderer.page(request('/kb/2000'), 'https://x');
    expect(huge?.kind).toBe('page');
    await new Promise((resolve) => setImmediate(resolve));
    expect(renderer.bytes).toBeLessThanOrEqual(1024 * 1024);
    await app.close();
  });
});

/** A renderer whose page calls the API at the page's `call` field, as a page's query does. */
const CALLING_RENDERER = `
let renders = 0;
export const rendersSoFar = () => renders;
export function createRenderer({ transport }) {
  return {
    PAGE_QUERY_FIELDS: ['call'],
    brandOf() { return 'default'; },
    async render({ url }) {
      renders += 1;
      const call = new URL(url, 'http://x').searchParams.get('call');
      let text = 'no call';
      if (call) {
        try {
          const answer = await transport(call, { method: 'GET' });
          text = answer.status + ':' + (await answer.text());
        } catch (error) {
          text = 'failed';
        }
      }
      return { kind: 'page', status: 200, head: '<title>x</title>', body: text, state: '', hydrate: true };
    },
  };
}
`;

describe('what the page cache keeps (issue 32 items 1 and 2)', () => {
  async function callingRenderer(rendersAtOnce?: number) {
    const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
    const entry = join(dir, 'entry-server.js');
    writeFileSync(entry, CALLING_RENDERER);
    const app = Fastify();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/status/:code', async (req, reply) =>
      reply.code(Number((req.params as { code: string }).code)).send({ ok: true }),
    );
    app.get('/slow', async () => {
      await held;
      return { ok: true };
    });
    app.get('/throws', async () => {
      throw new Error('down');
    });
    const renderer = await createServerRenderer({
      app,
      template: TEMPLATE,
      manifest: null,
      entry,
      now: () => 0,
      ...(rendersAtOnce ? { rendersAtOnce } : {}),
    });
    const counter = (await import(entry)) as { rendersSoFar: () => number };
    return { app, renderer, renders: counter.rendersSoFar, release };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('never keeps a page rendered from a refused or failed call; keeps one whose calls answered', async () => {
    const { app, renderer, renders } = await callingRenderer();
    for (const call of ['/status/429', '/status/503', '/status/500', '/throws']) {
      const url = `/page?call=${encodeURIComponent(call)}`;
      await renderer.page(request(url), 'https://x');
      await settle();
      const before = renders();
      await renderer.page(request(url), 'https://x');
      expect(renders(), call).toBe(before + 1);
    }
    expect(renderer.size).toBe(0);
    for (const call of ['/status/200', '/status/404']) {
      const url = `/page?call=${encodeURIComponent(call)}`;
      await renderer.page(request(url), 'https://x');
      await settle();
      const before = renders();
      await renderer.page(request(url), 'https://x');
      expect(renders(), call).toBe(before);
    }
    expect(renderer.size).toBe(2);
    await app.close();
  });

  it('keeps a page by the query fields pages read: made-up fields make no new render', async () => {
    const { app, renderer, renders } = await callingRenderer();
    await renderer.page(request('/tv/guide'), 'https://x');
    await settle();
    const before = renders();
    for (let f = 0; f < 20; f++) await renderer.page(request(`/tv/guide?f=${f}&g=x`), 'https://x');
    expect(renders()).toBe(before);
    expect(renderer.size).toBe(1);
    // A field a page reads is a page of its own.
    await renderer.page(request('/tv/guide?call=%2Fstatus%2F200'), 'https://x');
    expect(renders()).toBe(before + 1);
    await app.close();
  });

  it('sends the shell (null) past the renders-at-once cap, and asks the budget only for a new render', async () => {
    const { app, renderer, release } = await callingRenderer(2);
    const slow = [
      renderer.page(request('/a?call=%2Fslow'), 'https://x'),
      renderer.page(request('/b?call=%2Fslow'), 'https://x'),
    ];
    // A third page while two render: the shell at once, not a place in a queue.
    expect(await renderer.page(request('/c'), 'https://x')).toBeNull();
    // The same page as one rendering is shared, not refused.
    const shared = renderer.page(request('/a?call=%2Fslow'), 'https://x');
    release();
    const pages = await Promise.all([...slow, shared]);
    expect(pages.every((page) => page?.kind === 'page')).toBe(true);
    // A client out of budget gets the shell for a new page, and kept pages still.
    let asked = 0;
    const refuse = async () => {
      asked += 1;
      return false;
    };
    expect(await renderer.page(request('/c'), 'https://x', refuse)).toBeNull();
    expect(asked).toBe(1);
    expect((await renderer.page(request('/a?call=%2Fslow'), 'https://x', refuse))?.kind).toBe(
      'page',
    );
    expect(asked).toBe(1);
    await app.close();
  });
});
