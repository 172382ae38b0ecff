import fc from 'fast-check';
import type { ContractDocument, JsonSchema } from './openapi-check.ts';

/**
 * fast-check arbitraries from the JSON Schemas of /openapi.json: values a client may send by the
 * document (`valueOf`), and values it must not (`brokenValuesOf`), for the conformance test.
 */
export function createSchemaArbitraries(doc: ContractDocument) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const name = ref.split('/').pop() ?? '';
    const found = doc.components?.schemas?.[name] as JsonSchema | undefined;
    if (!found) throw new Error(`cannot resolve ${ref}`);
    return resolve(found);
  };

  const text = (s: JsonSchema): fc.Arbitrary<string> => {
    const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
    const maxLength = typeof s.maxLength === 'number' ? s.maxLength : 40;
    const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
    if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
    if (s.format === 'email') return fc.emailAddress().filter(fits);
    return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) });
  };

  function valueOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const s = resolve(schema);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    if ('const' in s) return fc.constant(s.const);
    const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
    if (branches) return fc.oneof(...branches.map((b) => valueOf(b, depth + 1)));
    if (Array.isArray(s.type)) {
      return fc.oneof(...(s.type as string[]).map((type) => valueOf({ ...s, type }, depth + 1)));
    }
    switch (s.type) {
      case 'string':
        return text(s);
      case 'integer':
        return fc.integer({
          min: typeof s.minimum === 'number' ? s.minimum : -1000,
          max: typeof s.maximum === 'number' ? Math.min(s.maximum, 2_147_483_647) : 1_000_000,
        });
      case 'number':
        return fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          min: typeof s.minimum === 'number' ? s.minimum : -1e6,
          max: typeof s.maximum === 'number' ? s.maximum : 1e6,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(s.items ? valueOf(s.items as JsonSchema, depth + 1) : fc.string(), {
          minLength: typeof s.minItems === 'number' ? s.minItems : 0,
          maxLength: typeof s.maxItems === 'number' ? s.maxItems : 4,
        });
      case 'object':
        return objectOf(s, depth);
      default:
        return fc.string({ maxLength: 20 });
    }
  }

  function objectOf(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = (s.required ?? []) as string[];
    if (depth > 4) return fc.constant({});
    return fc.record(
      Object.fromEntries(
        Object.entries(properties).map(([name, p]) => [name, valueOf(p, depth + 1)]),
      ),
      { requiredKeys: required.filter((name) => name in properties) },
    ) as fc.Arbitrary<Record<string, unknown>>;
  }

  /**
   * Values the schema refuses, by construction: the wrong type, past a bound, outside an enum
   * or pattern. Empty when the schema takes anything (a free text).
   */
  function brokenValuesOf(schema: JsonSchema): unknown[] {
    const s = resolve(schema);
    const types = new Set<string>(
      Array.isArray(s.type) ? (s.type as string[]) : s.type ? [String(s.type)] : [],
    );
    const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
    if (branches) {
      for (const b of branches) {
        const t = resolve(b).type;
        for (const one of [t].flat()) if (typeof one === 'string') types.add(one);
      }
    }
    const broken: unknown[] = [];
    if (Array.isArray(s.enum)) broken.push('~not-one-of-them~');
    if (types.has('integer') || types.has('number')) {
      if (!types.has('string')) broken.push('not-a-number');
      if (types.has('integer') && !types.has('number')) broken.push(1.5);
      if (typeof s.minimum === 'number') broken.push(s.minimum - 1);
      if (typeof s.maximum === 'number') broken.push(s.maximum + 1);
    }
    if (types.has('string') && !Array.isArray(s.enum)) {
      if (typeof s.pattern === 'string' && !new RegExp(s.pattern).test('~!~')) broken.push('~!~');
      if (typeof s.maxLength === 'number') broken.push('x'.repeat(s.maxLength + 1));
      if (typeof s.minLength === 'number' && s.minLength > 0) broken.push('');
    }
    return broken;
  }

  return { valueOf, brokenValuesOf, resolve };
}
