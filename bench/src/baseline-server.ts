import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The benchmark's yardstick: the least a Fastify server can do for a call — answer a JSON
 * document it holds in memory. Every API figure is given as a ratio to this one, measured in the
 * same run on the same machine, so that a busy machine moves both alike.
 */
const answer: unknown = JSON.parse(readFileSync(process.env.BASELINE_JSON!, 'utf8'));
const app = Fastify();
app.get('/healthz', async () => ({ ok: true }));
app.all('/baseline', async () => answer);
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
