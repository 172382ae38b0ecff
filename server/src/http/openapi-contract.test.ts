import { describe, expect, it } from 'vitest';
import { describeContract, type OpenApiObject, type RouteFacts } from './openapi-contract.ts';

/** A document as @fastify/swagger writes routes without schemas (the built site's files). */
function siteDocument(): OpenApiObject {
  const plain = { get: { responses: { '200': { description: 'Default Response' } } } };
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '0' },
    paths: {
      '/robots.txt': structuredClone(plain),
      '/sitemap.xml': structuredClone(plain),
      '/sitemaps/{file}': structuredClone(plain),
    },
  };
}
const route = (path: string): RouteFacts => ({
  method: 'GET',
  path,
  trafficLimited: false,
  cached: false,
});

describe('describeContract on the site files (present once the web app is built)', () => {
  it('says robots.txt is text, the sitemaps XML, and a missing sitemap file a 404', () => {
    const doc = describeContract(
      siteDocument(),
      ['/robots.txt', '/sitemap.xml', '/sitemaps/{file}'].map((path) => ({
        ...route(path),
        answerExample: `example of ${path}`,
      })),
      { errorFields: { type: 'object' }, servers: [{ url: '/', description: 'here' }] },
    );
    const get = (path: string) => doc.paths[path]!.get!;
    expect(Object.keys(get('/robots.txt').responses!['200']!.content as object)).toEqual([
      'text/plain',
    ]);
    expect(get('/sitemap.xml').responses!['200']!.content).toEqual({
      'application/xml': { schema: { type: 'string' }, example: 'example of /sitemap.xml' },
    });
    const file = get('/sitemaps/{file}');
    expect(file.responses!['404']).toMatchObject({
      content: { 'text/plain': { example: 'No such sitemap' } },
    });
    expect(file.parameters).toContainEqual(
      expect.objectContaining({ name: 'file', in: 'path', required: true }),
    );
    expect(file.operationId).toBe('getTitlesSitemap');
    expect(file.security).toEqual([]);
  });
});
