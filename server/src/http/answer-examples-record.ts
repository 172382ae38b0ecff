import { API_OPERATIONS, SEED_EXAMPLE } from '@app/domain';
import type { TestApp } from '#app/test-support/index.ts';
import type { ContractDocument, ContractParameter } from '#app/test-support/openapi-check.ts';
import type { AnswerExamples } from './answer-examples.ts';
import { OPENAPI_PATH } from './openapi.ts';

/**
 * Lists of like items (records, ids) and maps keyed by id (`10001`, `10001:preview`) cut to two entries; tuples, whose items
 * differ in kind, and objects of named fields kept whole.
 */
export function trimmedExample(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(trimmedExample);
    const kinds = new Set(value.map(kindOf));
    return kinds.size === 1 && items.length > 2 ? items.slice(0, 2) : items;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, trimmedExample(v)] as const);
    const byId = entries.length > 2 && entries.every(([k]) => /^\d+(:\w+)?$/.test(k));
    return Object.fromEntries(byId ? entries.slice(0, 2) : entries);
  }
  return value;
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** The unsubscribe token comes in a mail: the recording reads the one its sign-up was sent. */
const NEWS_UNSUBSCRIBE = 'POST /v2/support/news/unsubscribe';

/**
 * Sends every operation its example request on the demo seed, signed in as its household with
 * the PIN proven (sign-outs last), and keeps each success answer. Fails on any other answer: an
 * example request that does not succeed is not an example.
 */
export async function recordAnswerExamples(t: TestApp): Promise<AnswerExamples> {
  const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as ContractDocument;
  const capabilities = String(doc.components?.parameters?.Capabilities?.example ?? '');
  const resolve = (p: ContractParameter) =>
    p.$ref ? doc.components!.parameters![p.$ref.split('/').pop()!]! : p;
  const calls = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      op,
    })),
  );
  const signsOut = (key: string) => API_OPERATIONS[key]?.sessionCookie === 'cleared';
  const order = [...calls.filter((c) => !signsOut(c.key)), ...calls.filter((c) => signsOut(c.key))];

  let cookie = '';
  let household = '';
  const send = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(method === 'POST' ? { 'x-capabilities': capabilities } : {}),
        ...(cookie ? { cookie: `auth=${cookie}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const set = res.cookies.find((c) => c.name === 'auth');
    if (set) cookie = set.value;
    return res;
  };

  const examples: AnswerExamples = {};
  const problems: string[] = [];
  for (const { key, path, op } of order) {
    const facts = API_OPERATIONS[key];
    const success = Object.keys(op.responses ?? {}).find((status) => /^2\d\d$/.test(status));
    if (!facts || !success) continue;
    const wanted = facts.example?.household ?? SEED_EXAMPLE.household;
    if (wanted !== household) {
      await send('POST', '/v3/authenticate', { activation_code: wanted, pin: SEED_EXAMPLE.pin });
      household = wanted;
    }
    // Pack changes, purchases and logon changes need a PIN proven in the last minutes.
    await send('POST', '/v3/subscriber/validate_pin', { pin: SEED_EXAMPLE.pin });

    const parameters = (op.parameters ?? []).map(resolve);
    const url = new URL(
      path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(String(parameters.find((p) => p.name === name)?.example)),
      ),
      'http://localhost',
    );
    for (const p of parameters.filter((q) => q.in === 'query' && q.example !== undefined)) {
      url.searchParams.set(p.name, String(p.example));
    }
    let body = (op.requestBody?.content?.['application/json'] as { example?: unknown } | undefined)
      ?.example;
    if (key === NEWS_UNSUBSCRIBE) body = { token: await newsToken(t, body) };
    const method = key.startsWith('POST') ? 'POST' : 'GET';
    const res = await send(method, url.pathname + url.search, body);
    if (facts.sessionCookie) household = '';
    if (String(res.statusCode) !== success) {
      problems.push(`${key}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      continue;
    }
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!res.body) continue;
    examples[key] = {
      status: res.statusCode,
      type,
      example: type.endsWith('json') ? trimmedExample(res.json()) : res.body,
    };
  }
  if (problems.length) {
    throw new Error(`example requests that did not succeed:\n${problems.join('\n')}`);
  }
  return examples;
}

/** The token of the newsletter sign-up the news example made (its mail's unsubscribe link). */
async function newsToken(t: TestApp, example: unknown): Promise<string> {
  const signUp = API_OPERATIONS['POST /v2/support/news']?.example?.body;
  const row = await t.database.db
    .selectFrom('news_signups')
    .select('unsubscribe_token')
    .where('email', '=', String(signUp?.email))
    .executeTakeFirst();
  return row?.unsubscribe_token ?? String((example as { token?: unknown })?.token);
}
