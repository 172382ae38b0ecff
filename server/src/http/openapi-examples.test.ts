import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import {
  createContractChecker,
  type ContractDocument,
  type ContractParameter,
} from '#app/test-support/openapi-check.ts';
import { loadAnswerExamples, type AnswerExamples } from './answer-examples.ts';
import { recordAnswerExamples } from './answer-examples-record.ts';
import { OPENAPI_PATH } from './openapi.ts';

/**
 * Every operation of /openapi.json has an example request and answer (issue 35), each valid by
 * its own schema, and the answers are what the server answers that request on the demo seed.
 */
describe('the examples of /openapi.json', () => {
  let t: TestApp;
  let doc: ContractDocument;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  it('gives every operation an example of each input it requires and of its success answer, each valid by its schema', () => {
    const checker = createContractChecker(doc);
    const problems: string[] = [];
    let answers = 0;
    for (const { path, method, op } of operations()) {
      const call = `${method.toUpperCase()} ${path}`;
      const place = ['paths', path, method];
      (op.parameters ?? []).forEach((declared: ContractParameter, i) => {
        const p = checker.resolve(declared);
        const where = declared.$ref
          ? ['components', 'parameters', declared.$ref.split('/').pop()!, 'schema']
          : [...place, 'parameters', String(i), 'schema'];
        if (p.example === undefined) {
          if (p.required) problems.push(`${call}: no example of ${p.in} ${p.name}`);
          return;
        }
        const wrong = checker.checkAt(where, p.example);
        if (wrong) problems.push(`${call}: the example of ${p.name} is wrong: ${wrong}`);
      });
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        const example = (media as { example?: unknown }).example;
        if (example === undefined) {
          problems.push(`${call}: no example ${type} body`);
          continue;
        }
        const wrong = checker.checkAt(
          [...place, 'requestBody', 'content', type, 'schema'],
          example,
        );
        if (wrong) problems.push(`${call}: the example ${type} body is wrong: ${wrong}`);
      }
      // One example per success answer: a picture's binary types go without (its SVG has one).
      const success = Object.entries(op.responses ?? {}).find(([s]) => /^2\d\d$/.test(s));
      const media = Object.entries(success?.[1].content ?? {}).filter(
        ([, m]) => (m as { example?: unknown }).example !== undefined,
      );
      if (success?.[1].content && !media.length) {
        problems.push(`${call}: no example ${success[0]} answer`);
      }
      for (const [type, { example }] of media as [string, { example: unknown }][]) {
        answers += 1;
        const body = type.endsWith('json') ? JSON.stringify(example) : String(example);
        problems.push(
          ...checker.check(method, path, { status: Number(success![0]), contentType: type, body }),
        );
      }
    }
    expect(problems).toEqual([]);
    expect(answers).toBeGreaterThan(45);
  });

  it('records the same answers again from the seed (npm run docs:api rewrites them)', async () => {
    const fresh = await createTestApp('sqlite');
    try {
      expect(withoutOneTimeCodes(await recordAnswerExamples(fresh))).toEqual(
        withoutOneTimeCodes(loadAnswerExamples()),
      );
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

/**
 * Hand-over codes, bundle activation tokens and contact references are new each time they are
 * made: only their presence is compared.
 */
function withoutOneTimeCodes(examples: AnswerExamples): unknown {
  return JSON.parse(
    JSON.stringify(examples)
      .replace(/token=[0-9a-f]{64}/g, 'token=(one-time)')
      .replace(/"(code|reference)":"[^"]+"/g, '"$1":"(one-time)"'),
  );
}
