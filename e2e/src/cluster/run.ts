// `npm run test:cluster` (issue 36): four server instances on one PostgreSQL database and one
// Redis, behind nginx with the shipped deploy/nginx.conf, under a mixed load through the proxy,
// while every instance restarts in turn, one is killed mid-burst and Redis restarts. Then the
// invariants: nothing lost or doubled, nobody signed out, figures printed. Exits 1 on a failure.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '@app/server/free-port';
import { repositoryRoot } from '../server-process.ts';
import { Client } from './client.ts';
import type { Exchange } from './client.ts';
import {
  quantile,
  failureFindings,
  latencyFindings,
  limiterFinding,
  memoryFinding,
  purchaseFindings,
  sessionFindings,
  wishlistFindings,
} from './invariants.ts';
import type { Finding, Timeline } from './invariants.ts';
import { browse, Household, signIns } from './load.ts';
import type { LoadControl, LoadRecord } from './load.ts';
import { copyHouseholds, readCatalogue, readOutcome } from './database-rows.ts';
import { clusterNginxConfig, shippedNginxConfig } from './nginx-config.ts';
import { readProxyLog } from './proxy-log.ts';
import { createDatabase, dropDatabase, Instance, NginxProcess, RedisProcess } from './processes.ts';

const INSTANCES = 4;
const HOUSEHOLDS = 6;
const VISITORS = 4;
/**
 * The limiter's budget per client and hour: the spec's 600. Each household's browser and the
 * sockets' address stay under it; the probe goes over it on purpose.
 */
const RATE_LIMIT = 600;
const MAX_RSS_MIB = 350;
/** Credits each test household starts with (copied from the demo customer CUST0001). */
const INITIAL_CREDITS = 2;
const started = Date.now();
/** The test's report goes to standard output, one line at a time. */
const print = (line: string) => process.stdout.write(`${line}\n`);
const say = (text: string) =>
  print(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${text}`);

const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runId = `cluster_${randomUUID().slice(0, 8)}`;
const workDir = mkdtempSync(join(tmpdir(), 'cluster-'));

const redis = new RedisProcess(await freePort());
const instances: Instance[] = [];
let nginx: NginxProcess | null = null;
let databaseUrl: string | null = null;
let db: pg.Pool | null = null;
const households: Household[] = [];
const rssSampler = setInterval(() => instances.forEach((i) => i.sampleRss()), 500);

async function main(): Promise<Finding[]> {
  databaseUrl = await createDatabase(adminUrl, runId);
  await redis.start();
  const nginxPort = await freePort();
  const origin = `http://127.0.0.1:${nginxPort}`;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    SEED_SCALE: 'small',
    LOG_LEVEL: 'warn',
    // nginx is the one hop in front: the client is the address it appends to X-Forwarded-For.
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: origin,
    RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
    MAIL_OUTBOX: join(workDir, 'outbox'),
  };
  for (let i = 0; i < INSTANCES; i++) {
    instances.push(
      new Instance(`app-${i + 1}`, await freePort(), env, join(workDir, `app-${i + 1}.log`)),
    );
  }
  // All start at once: one takes the migration lock and seeds, the others wait for it and then
  // find nothing to do (docs/deploy.md "Start-up and migrations").
  await Promise.all(instances.map((i) => i.start({}, 180_000)));
  say(
    `${INSTANCES} instances ready on ports ${instances.map((i) => i.port).join(', ')} (${runId})`,
  );

  const configPath = join(workDir, 'nginx.conf');
  /** Writes the proxy's config with these instances in its upstream. */
  const route = (inRotation: Instance[]) =>
    writeFileSync(
      configPath,
      clusterNginxConfig({
        shipped: shippedNginxConfig(repositoryRoot),
        instancePorts: inRotation.map((i) => i.port),
        listenPort: nginxPort,
        workDir,
      }),
    );
  route(instances);
  nginx = new NginxProcess(configPath, nginxPort);
  await nginx.start();
  say(`nginx on ${origin} (deploy/nginx.conf)`);

  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Dropping the database at the end ends an idle connection the pool still holds: not a failure.
  db.on('error', () => {});
  const codes = await copyHouseholds(db, 'CLUS', HOUSEHOLDS, INITIAL_CREDITS);
  const signInCodes = await copyHouseholds(db, 'SIGN', 3, INITIAL_CREDITS);
  const catalogue = await readCatalogue(db);

  const record: LoadRecord = {
    exchanges: [],
    wishlistChanges: [],
    unansweredWishlist: [],
    purchases: [],
    events: { stored: 0, unanswered: 0 },
    signIns: { ok: 0, failed: [] },
  };
  const share = Math.floor(catalogue.forSale.length / HOUSEHOLDS);
  codes.forEach((code, i) => {
    households.push(
      new Household({
        code,
        address: `127.0.8.${i + 1}`,
        origin,
        record,
        wishlistTitles: catalogue.movieIds.slice(i * 5, i * 5 + 5),
        forSale: catalogue.forSale.slice(i * share, (i + 1) * share),
        runId,
      }),
    );
  });
  for (const household of households) await household.signIn();
  const socketTargets = [
    ...instances.map((i) => ({
      name: i.name,
      wsUrl: `ws://127.0.0.1:${i.port}/v2/message/ws/messages`,
    })),
    { name: 'nginx', wsUrl: `ws://127.0.0.1:${nginxPort}/v2/message/ws/messages` },
  ];
  await Promise.all(households.map((h) => h.openSockets(socketTargets, origin)));
  say(`${HOUSEHOLDS} households signed in, ${HOUSEHOLDS * socketTargets.length} sockets open`);

  // The load runs until every disturbance is over; each loop also has a hard bound of its own.
  const control: LoadControl = { stopped: false };
  const load = Promise.all([
    ...Array.from({ length: VISITORS }, (_, id) =>
      browse({ id, origin, catalogue, control, log: record.exchanges, thinkMs: 200 }),
    ),
    ...households.map((h) => h.run(control, 300)),
    signIns({ codes: signInCodes, origin, control, record, thinkMs: 1500 }),
  ]);
  const hardStop = setTimeout(() => (control.stopped = true), 400_000);

  // Caches fill and the search index is built first: the steady state is measured after that.
  await sleep(8000);
  const steadyFrom = Date.now();
  // Long enough for a p99 of a few hundred requests on a busy machine.
  await sleep(20_000);
  const steady: [number, number] = [steadyFrom, Date.now()];
  say('steady state measured; rolling restart');

  const rollingFrom = Date.now();
  const reloads: number[] = [];
  // A deploy as docs/deploy.md tells it: out of the proxy's rotation (nginx reloads gracefully),
  // SIGTERM (the instance drains), a fresh process, /readyz, back into the rotation.
  for (const instance of instances) {
    route(instances.filter((i) => i !== instance));
    reloads.push(Date.now());
    await nginx.reload();
    await instance.restart('SIGTERM');
    route(instances);
    reloads.push(Date.now());
    await nginx.reload();
    say(`${instance.name} restarted (out of nginx, SIGTERM, fresh start, /readyz 200, back in)`);
  }
  const rolling: [number, number] = [rollingFrom, Date.now()];
  await sleep(1000);

  // A purchase burst from every household, two paid with the credits they have and one more
  // asking for a credit, with one instance killed while it is in flight.
  const victim = instances[1]!;
  const burst = households.flatMap((h) =>
    [true, true, true, false, false].map((freeVod) => ({ h, p: h.nextPurchase(freeVod) })),
  );
  const bursting = Promise.all(burst.map(({ h, p }) => h.purchase(p)));
  await sleep(40);
  const killAt = Date.now();
  await victim.stop('SIGKILL');
  const killedAt = Date.now();
  say(`${victim.name} killed (SIGKILL) mid-burst`);
  await victim.start();
  const killReadyAt = Date.now();
  victim.restarts.push({ kind: 'SIGKILL', at: killAt, readyAt: killReadyAt });
  say(`${victim.name} started again`);
  await bursting;
  await sleep(1000);

  const redisFrom = Date.now();
  await redis.stop();
  await sleep(500);
  await redis.start();
  const redisTo = Date.now();
  say('Redis restarted');
  await sleep(3000);

  control.stopped = true;
  clearTimeout(hardStop);
  await load;
  say(`load over: ${record.exchanges.length} requests`);

  // Tabs that reconnected re-read; give every socket its second to hear the last changes.
  await sleep(1500);
  const finalChecks: Exchange[] = [];
  for (const h of households) {
    finalChecks.push(
      await h.client.post('account check', '/v2/subscriber/authenticate_with_cookie', {}),
    );
  }

  // One more client, its requests spread over every instance by the proxy: counted once.
  const probeLog: Exchange[] = [];
  const probe = new Client({ name: 'limiter probe', address: '127.0.7.1', origin, log: probeLog });
  let sent = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (sent < RATE_LIMIT + 20) {
        sent++;
        await probe.get('plans', '/v2/plans');
      }
    }),
  );
  probe.close();

  const timeline: Timeline = {
    steady,
    rolling,
    kill: {
      at: killAt,
      gone: killedAt,
      readyAt: killReadyAt,
      upstream: `127.0.0.1:${victim.port}`,
    },
    redis: [redisFrom, redisTo],
    reloads,
  };
  const rows = await readOutcome(db, codes, runId);
  return [
    ...purchaseFindings(record, rows, INITIAL_CREDITS),
    ...wishlistFindings(record, households, rows.wishlists, deliveryBound(record), timeline.redis),
    ...sessionFindings(record, households, finalChecks),
    ...failureFindings(record, timeline, readProxyLog(join(workDir, 'access.log'))),
    ...latencyFindings(record, timeline),
    limiterFinding(probeLog, RATE_LIMIT, record.exchanges),
    memoryFinding(instances, MAX_RSS_MIB),
    {
      name: 'usage events posted are stored',
      ok:
        rows.events >= record.events.stored &&
        rows.events <= record.events.stored + record.events.unanswered,
      figures: `${record.events.stored} events acknowledged, ${record.events.unanswered} in calls without an answer; ${rows.events} stored`,
    },
  ];
}

/**
 * Socket messages must arrive within 1 s of the change's answer. On a machine so busy that the
 * answers around the change (±5 s) take longer than that at p99 (a shared 2-core CI box while
 * instances start), the bound is that p99: a message cannot beat the event loop that sends it.
 * The figure says how far the bound went.
 */
function deliveryBound(record: LoadRecord): (at: number) => number {
  const answered = record.exchanges.filter((e) => e.status > 0 && e.status < 500);
  return (at) =>
    Math.max(
      1000,
      quantile(
        answered.filter((e) => Math.abs(e.end - at) <= 5000).map((e) => e.end - e.start),
        0.99,
      ),
    );
}

async function teardown(keepLogs: boolean): Promise<void> {
  clearInterval(rssSampler);
  for (const h of households) h.stop();
  await nginx?.stop().catch(() => {});
  await Promise.all(instances.map((i) => i.stop('SIGTERM').catch(() => i.stop('SIGKILL'))));
  await redis.stop().catch(() => {});
  await db?.end().catch(() => {});
  if (databaseUrl) await dropDatabase(adminUrl, runId).catch(() => {});
  if (keepLogs) print(`nginx's logs are kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}

let exitCode = 1;
// Stopped from outside (Ctrl-C, CI's time-out): still stop every process and drop the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void teardown(true).finally(() => process.exit(1)));
}
try {
  const findings = await main();
  print('\nCluster test: 4 instances behind nginx, PostgreSQL, Redis\n');
  for (const f of findings) {
    const mark = f.ok ? 'ok  ' : f.target ? 'MISS' : 'FAIL';
    print(`${mark} ${f.name}${f.target ? ' (target)' : ''}\n     ${f.figures}`);
  }
  const failedCount = findings.filter((f) => !f.ok && !f.target).length;
  print(
    `\n${failedCount === 0 ? 'all invariants hold' : `${failedCount} invariant(s) failed`} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  exitCode = failedCount === 0 ? 0 : 1;
} catch (error) {
  console.error('cluster test could not run:', error);
  for (const i of instances) console.error(`--- ${i.name} log ---\n${i.log()}`);
} finally {
  await teardown(exitCode !== 0);
}
process.exit(exitCode);
