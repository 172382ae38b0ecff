import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The benchmark's yardsticks, measured in the same run on the same machine so that a busy
 * machine moves them and the calls alike:
 * - /baseline: Fastify serialising a parsed JSON document on every request (what a route that
 *   builds its answer from memory costs);
 * - /bytes/<n>: Fastify sending the bytes of one call's own answer from memory, with its
 *   Content-Type and Content-Encoding (compressed as the call's client received it), the
 *   physical limit for that answer on this machine (BASELINE_BYTES: a JSON array of
 *   `{ file, contentType, contentEncoding }`).
 */
const answer: unknown = JSON.parse(readFileSync(process.env.BASELINE_JSON!, 'utf8'));
interface BytesFile {
  file: string;
  contentType: string;
  contentEncoding: string | null;
}
const bytes = (JSON.parse(process.env.BASELINE_BYTES ?? '[]') as BytesFile[]).map((answer) => ({
  ...answer,
  body: readFileSync(answer.file),
}));
const app = Fastify();
app.get('/healthz', async () => ({ ok: true }));
app.all('/baseline', async () => answer);
app.all<{ Params: { n: string } }>('/bytes/:n', (request, reply) => {
  const answer = bytes[Number(request.params.n)];
  if (!answer) return reply.code(404).send();
  if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
  return reply.type(answer.contentType).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
