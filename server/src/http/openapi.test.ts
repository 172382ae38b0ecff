import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import {
  factsOfRoute,
  isApiRoute,
  openApiPath,
  routeKey as key,
  SOCKET_ROUTE,
} from '#app/test-support/openapi-routes.ts';
import { CALL_INDEX_END, CALL_INDEX_START, normalisedTable, renderCallIndex } from './api-doc.ts';
import { API_REFERENCE_PATH, OPENAPI_PATH } from './openapi.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface FullOperation extends Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { headers?: Record<string, unknown>; content?: never }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

describe('the published contract (/openapi.json)', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every API route, each with its request and response schemas', () => {
    const routes = t.app.routeTable.filter(
      (r) => isApiRoute(r.url) && r.method !== 'HEAD' && key(r.method, r.url) !== SOCKET_ROUTE,
    );
    expect(routes.length).toBeGreaterThan(45);
    const problems: string[] = [];
    for (const route of routes) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        problems.push(`${key(route.method, route.url)} is missing`);
        continue;
      }
      const schema = route.schema ?? {};
      // Every input the route reads is declared: path parameters, query, body.
      if (route.url.includes(':') && !schema.params) problems.push(`${route.url}: no params`);
      if (schema.params || schema.querystring) {
        if (!op.parameters?.length) problems.push(`${key(route.method, route.url)}: no parameters`);
      }
      if (schema.body && !op.requestBody) problems.push(`${route.url}: no request body`);
      const ok = op.responses?.['200'] ?? op.responses?.['101'];
      const alwaysRefused = factsOfRoute(route.method, route.url)?.alwaysRefused === true;
      if (!ok && !alwaysRefused) problems.push(`${key(route.method, route.url)}: no answer`);
      if (route.method === 'POST' && !schema.body) {
        // A POST without a body schema takes nothing: say so by design, not by omission.
        const reads = [
          '/v2/subscriber/invalidate_authentication',
          '/v2/subscriber/logout',
          '/v2/subscriber/handover_code',
          '/v2/bundle/account',
          '/v2/bundle/activate',
        ];
        if (!reads.includes(route.url)) problems.push(`${route.url}: no body schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names, tags and describes every operation, with what it needs to be called', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    const tags = new Set((doc as unknown as { tags: { name: string }[] }).tags.map((t) => t.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item) as [string, FullOperation][]) {
        const call = `${method.toUpperCase()} ${path}`;
        if (!op.operationId)
          problems.push(`${call}: no operationId (domain/src/api/operations.ts)`);
        else if (ids.has(op.operationId)) problems.push(`${call}: operationId used twice`);
        else ids.add(op.operationId);
        if (!op.summary || !op.description) problems.push(`${call}: no summary or description`);
        if (op.tags?.length !== 1 || !tags.has(op.tags[0]!)) problems.push(`${call}: one tag`);
        if (!/^\/v\d+\//.test(path)) continue;
        const capabilities = (op.parameters ?? []).some(
          (p) => (p as { $ref?: string }).$ref === '#/components/parameters/Capabilities',
        );
        // Every POST but one the route declares cross-site (capabilities.ts) needs the header.
        const crossSite = t.app.routeTable.some(
          (r) => r.crossSitePost && `${r.method} ${openApiPath(r.url)}` === call,
        );
        if (capabilities !== (method === 'post' && !crossSite)) {
          problems.push(`${call}: X-Capabilities`);
        }
        if (!Object.keys(op.responses ?? {}).some((status) => /^4\d\d$/.test(status))) {
          problems.push(`${call}: no refusal declared`);
        }
        if (op.responses?.['4XX'] || op.responses?.['5XX']) problems.push(`${call}: a range`);
      }
    }
    expect(problems).toEqual([]);
    const signIn = doc.paths['/v3/authenticate']!.post as FullOperation;
    expect(signIn.responses?.['200']?.headers).toHaveProperty('Set-Cookie');
    const wishlist = doc.paths['/v2/subscriber/wishlist']!.get as FullOperation;
    expect(wishlist.security).toEqual([{ authCookie: [] }]);
    expect(wishlist.responses).toHaveProperty('401');
    expect(Object.keys(signIn.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    const menu = doc.paths['/v4/catalogue/menu']!.get as FullOperation;
    expect(menu.parameters).toContainEqual(
      expect.objectContaining({ name: 'name', required: true, example: 'By Genre' }),
    );
    const poster = doc.paths['/v2/vod/titles/{id}/poster/{size}']!.get as FullOperation;
    expect(poster.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', schema: expect.objectContaining({ type: 'integer' }) }),
    );
  });

  it("docs/api.md's call index is the document's (npm run docs:api rewrites it)", () => {
    const markdown = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const start = markdown.indexOf(CALL_INDEX_START);
    const end = markdown.indexOf(CALL_INDEX_END) + CALL_INDEX_END.length;
    expect(start).toBeGreaterThan(0);
    expect(normalisedTable(markdown.slice(start, end))).toBe(
      normalisedTable(renderCallIndex(doc as never)),
    );
  });

  it('serves a browsable reference from this server under its own strict policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    // Everything the page loads comes from this server: no other origin anywhere in it.
    expect(page.body).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
    const scripts = [...page.body.matchAll(/<script[^>]*src=["']?([^"' >]+)/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src, `http://localhost${API_REFERENCE_PATH}/`).pathname;
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>\s*\S/);
  });
});
