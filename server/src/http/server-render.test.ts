import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createServerRenderer } from './server-render.ts';

/** A renderer whose page at /kb/N holds N KB of text, and counts its renders. */
const SIZED_RENDERER = `
let renders = 0;
export function setTransport() {}
export function setManifest() {}
export function brandOf() { return 'default'; }
export const rendersSoFar = () => renders;
export async function render({ url }) {
  renders += 1;
  const kb = Number(url.split('/')[2]);
  return { kind: 'page', status: 200, head: '<title>x</title>', body: 'x'.repeat(kb * 1024), state: '', hydrate: true };
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
      template: '<title>TV</title><div id="root"></div>',
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
