import { fileURLToPath } from 'node:url';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '@app/server/openapi';
import { createTestApp, TestClient } from '@app/server/test-support';

/**
 * Response serialisation (issue 22): the answers of the heaviest calls, written by the
 * serialiser the app compiles from each route's response schema (fast-json-stringify), against
 * JSON.stringify of the same answer (the baseline, what an answer without a schema gets) and
 * against the type provider's zod serialiser (validates, then JSON.stringify), in one run.
 */
const ROUNDS = Number(process.env.BENCH_SERIALIZE_ROUNDS ?? 2_000);

interface Figures {
  call: string;
  bytes: number;
  jsonStringifyUs: number;
  schemaUs: number;
  zodUs: number;
  /** Schema serialiser time over JSON.stringify's: below 1 is faster. */
  ratio: number;
  zodRatio: number;
}

function timePerCallUs(write: () => string): number {
  for (let i = 0; i < ROUNDS / 10; i++) write();
  const started = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) write();
  return Number(process.hrtime.bigint() - started) / 1000 / ROUNDS;
}

export async function runSerializeBench(): Promise<{ summary: string[]; calls: Figures[] }> {
  const t = await createTestApp('sqlite');
  try {
    const payloads = new Map<string, unknown>();
    t.app.addHook('preSerialization', async (request, _reply, payload) => {
      payloads.set(`${request.method} ${request.routeOptions.url}`, payload);
      return payload;
    });
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const ids = Array.from({ length: 24 }, (_, i) => 10_001 + i).join(',');
    await c.post('/v3/vod/titles', { title_ids: ids });
    await c.get('/v3/vod/catalogue/tab', { max: 48 });
    await c.get('/v4/epg/channels');
    await c.post('/v2/subscriber/authenticate_with_cookie');

    const calls: Figures[] = [];
    for (const [call, payload] of payloads) {
      const [method, url] = call.split(' ') as [string, string];
      const route = t.app.routeTable.find((r) => r.method === method && r.url === url);
      const schema = (route?.schema?.response as Record<string, unknown> | undefined)?.['200'];
      if (!schema) continue;
      const input = { schema, method, url, httpStatus: '200' };
      const bySchema = responseSerializerCompiler(input) as (data: unknown) => string;
      const byZod = zodSerializerCompiler(input as never) as (data: unknown) => string;
      const jsonStringifyUs = timePerCallUs(() => JSON.stringify(payload));
      const schemaUs = timePerCallUs(() => bySchema(payload));
      const zodUs = timePerCallUs(() => byZod(payload));
      calls.push({
        call,
        bytes: JSON.stringify(payload).length,
        jsonStringifyUs: Number(jsonStringifyUs.toFixed(1)),
        schemaUs: Number(schemaUs.toFixed(1)),
        zodUs: Number(zodUs.toFixed(1)),
        ratio: Number((schemaUs / jsonStringifyUs).toFixed(2)),
        zodRatio: Number((zodUs / jsonStringifyUs).toFixed(2)),
      });
    }
    const summary = calls.map(
      (f) =>
        `serialise ${f.call} (${Math.round(f.bytes / 1024)} KiB): schema ${f.schemaUs} µs (×${f.ratio} of JSON.stringify ${f.jsonStringifyUs} µs); zod-validated ×${f.zodRatio}`,
    );
    return { summary, calls };
  } finally {
    await t.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runSerializeBench();
  console.log(JSON.stringify(result.calls));
  for (const line of result.summary) console.log(line);
}
