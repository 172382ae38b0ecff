// `npm run test:cluster` (issue 36): four server instances on one PostgreSQL database and one
// Redis, behind nginx with the shipped deploy/nginx.conf, under a mixed load through the proxy,
// while every instance restarts in turn, one is killed mid-burst and Redis restarts. Then the
// invariants: nothing lost or doubled, nobody signed out, figures printed. Exits 1 on a failure.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { blockCodesFor, guideDays } from '@app/domain';
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
import type { Catalogue, LoadControl, LoadRecord } from './load.ts';
import { clusterNginxConfig, shippedNginxConfig } from './nginx-config.ts';
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
  const codes = await copyHouseholds(db, 'CLUS', HOUSEHOLDS);
  const signInCodes = await copyHouseholds(db, 'SIGN', 3);
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
  await sleep(12_000);
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
  const rows = await readOutcome(db, codes);
  return [
    ...purchaseFindings(record, rows, INITIAL_CREDITS),
    ...wishlistFindings(record, households, rows.wishlists, deliveryBound(record)),
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

/** Households of the test's own: copies of the demo customer (PIN 1234, 2 credits, a valid box). */
async function copyHouseholds(pool: pg.Pool, prefix: string, count: number): Promise<string[]> {
  const model = (await pool.query(`select * from households where activation_code = 'CUST0001'`))
    .rows[0] as Record<string, unknown>;
  const terminals = (
    await pool.query(`select * from terminals where household_id = $1`, [model.id])
  ).rows as Record<string, unknown>[];
  const codes: string[] = [];
  for (let i = 1; i <= count; i++) {
    const code = `${prefix}${String(i).padStart(4, '0')}`;
    const id = randomUUID();
    await insertRow(pool, 'households', {
      ...model,
      id,
      activation_code: code,
      email: null,
      password_hash: null,
      free_vod_count: INITIAL_CREDITS,
    });
    for (const terminal of terminals) {
      const { id: _id, ...rest } = terminal;
      await insertRow(pool, 'terminals', {
        ...rest,
        household_id: id,
        serial: `${code}-${String(terminal.serial ?? '')}`,
      });
    }
    codes.push(code);
  }
  return codes;
}

async function insertRow(pool: pg.Pool, table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  await pool.query(
    `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

async function readCatalogue(pool: pg.Pool): Promise<Catalogue> {
  const now = Date.now();
  const genres = (await pool.query(`select id, content_class from genres order by id`)).rows;
  const movies = (
    await pool.query(
      `select id, title from titles where sub_type = 'movie' order by popularity desc, id limit 200`,
    )
  ).rows as { id: number; title: string }[];
  const forSale = (
    await pool.query(
      `select distinct on (p.title_id) p.title_id, p.content_format, p.duration
         from price_rules p join titles t on t.id = p.title_id
        where t.sub_type = 'movie' and p.price > 0
          and (t.available_from is null or t.available_from <= $1)
          and (t.available_to is null or t.available_to > $1)
        order by p.title_id, p.duration desc
        limit 600`,
      [now],
    )
  ).rows as Catalogue['forSale'];
  const regions = (
    await pool.query(
      `select cr.region_id, c.id from channel_regions cr join channels c on c.id = cr.channel_id
        where c.is_virtual = 0 order by cr.region_id, c.number`,
    )
  ).rows as { region_id: number; id: number }[];
  const lineUps = new Map<number, number[]>();
  for (const r of regions) lineUps.set(r.region_id, [...(lineUps.get(r.region_id) ?? []), r.id]);
  const days = guideDays(now);
  const blocks = blockCodesFor(Math.max(days[0]!.start, now - 4 * 3_600_000), days.at(-1)!.end);
  return {
    genres,
    movieIds: movies.map((m) => m.id),
    forSale,
    lineUps: [...lineUps.values()].slice(0, 8),
    blocks: blocks.slice(0, 12),
    words: movies.flatMap((m) => [m.title, m.title.split(' ')[0]!.slice(0, 4)]),
  };
}

async function readOutcome(pool: pg.Pool, codes: string[]) {
  const ids = (
    await pool.query(`select id, activation_code from households where activation_code = any($1)`, [
      codes,
    ])
  ).rows as { id: string; activation_code: string }[];
  const codeOf = new Map(ids.map((r) => [r.id, r.activation_code]));
  const householdIds = ids.map((r) => r.id);
  const purchases = (
    await pool.query(
      `select id, household_id, idempotency_key, free_vod from purchases where household_id = any($1)`,
      [householdIds],
    )
  ).rows.map(
    (r: {
      id: number;
      household_id: string;
      idempotency_key: string | null;
      free_vod: number;
    }) => ({
      ...r,
      household: codeOf.get(r.household_id)!,
    }),
  );
  const charges = (
    await pool.query(
      `select reference, count(*)::int as n from ledger_entries
        where household_id = any($1) and kind = 'PURCHASE' group by reference`,
      [householdIds],
    )
  ).rows as { reference: string; n: number }[];
  const credits = (
    await pool.query(
      `select h.activation_code as household, h.free_vod_count,
              (select count(*)::int from purchases p where p.household_id = h.id and p.free_vod = 1) as spent,
              (select count(*)::int from credit_movements m where m.household_id = h.id and m.kind = 'VOD') as movements
         from households h where h.id = any($1)`,
      [householdIds],
    )
  ).rows as { household: string; free_vod_count: number; spent: number; movements: number }[];
  const wishlistRows = (
    await pool.query(
      `select household_id, title_id from wishlist_items where household_id = any($1) and label = 'VOD_WISHLIST'`,
      [householdIds],
    )
  ).rows as { household_id: string; title_id: number }[];
  const wishlists = new Map<string, Set<number>>(codes.map((c) => [c, new Set()]));
  for (const r of wishlistRows) wishlists.get(codeOf.get(r.household_id)!)!.add(r.title_id);
  const events = Number(
    (
      await pool.query(`select count(*)::int as n from events where data_json like $1`, [
        `%"run":"${runId}"%`,
      ])
    ).rows[0].n,
  );
  return { purchases, charges, credits, wishlists, events };
}

function readProxyLog(path: string): { status: number; upstreams: string[] }[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      // $msec $status $request_method $uri $upstream_addr $upstream_status
      const [, status, , , ...rest] = line.split(' ');
      const upstreams = rest
        .join(' ')
        .split(/\s*,\s*|\s+/)
        .filter((s) => /^\d+\.\d+\.\d+\.\d+:\d+$/.test(s));
      return { status: Number(status), upstreams };
    });
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
