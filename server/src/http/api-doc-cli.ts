import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { createTestApp } from '#app/test-support/index.ts';
import { renderCallIndex, withCallIndex } from './api-doc.ts';
import { OPENAPI_PATH } from './openapi.ts';

/** `npm run docs:api`: rewrites docs/api.md's call index from the app's /openapi.json. */
const target = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
const t = await createTestApp('sqlite', { seed: 'none' });
try {
  const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  const markdown = withCallIndex(readFileSync(target, 'utf8'), renderCallIndex(doc));
  const options = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(target, await prettier.format(markdown, { ...options, filepath: target }));
  console.log(`wrote ${target}`);
} finally {
  await t.close();
}
