import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { createTestApp } from '#app/test-support/index.ts';
import { ANSWER_EXAMPLES_FILE } from './answer-examples.ts';
import { recordAnswerExamples } from './answer-examples-record.ts';
import { renderCallIndex, withCallIndex } from './api-doc.ts';
import { OPENAPI_PATH } from './openapi.ts';

/**
 * `npm run docs:api`: records the document's example answers on the demo seed
 * (answer-examples.ts), then rewrites docs/api.md's call index from the app's /openapi.json.
 * `--openapi FILE`: writes the document itself to FILE instead (for `npm run lint:api`).
 */
const target = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
const at = process.argv.indexOf('--openapi');
const documentFile = at > 0 ? process.argv[at + 1] : undefined;
const t = await createTestApp('sqlite', { seed: 'none' });
try {
  const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  if (documentFile) {
    const file = resolve(documentFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(doc, null, 2));
    console.log(`wrote ${file}`);
  } else {
    const seeded = await createTestApp('sqlite');
    try {
      const file = fileURLToPath(ANSWER_EXAMPLES_FILE);
      const json = JSON.stringify(await recordAnswerExamples(seeded));
      const style = (await prettier.resolveConfig(file)) ?? {};
      writeFileSync(file, await prettier.format(json, { ...style, filepath: file }));
      console.log(`wrote ${file}`);
    } finally {
      await seeded.close();
    }
    const markdown = withCallIndex(readFileSync(target, 'utf8'), renderCallIndex(doc));
    const options = (await prettier.resolveConfig(target)) ?? {};
    writeFileSync(target, await prettier.format(markdown, { ...options, filepath: target }));
    console.log(`wrote ${target}`);
  }
} finally {
  await t.close();
}
