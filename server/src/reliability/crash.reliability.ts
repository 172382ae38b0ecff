import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPABILITIES_HEADER } from '@app/domain';
import { freePort } from '#app/test-support/free-port.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 50);
const PURCHASES_PER_ROUND = 12;

function startServer(
  dbPath: string,
  port: number,
): { process: ChildProcess; exited: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbPath}`,
      SEED_SCALE: 'full',
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_HOUR: '0',
    },
    stdio: 'ignore',
  });
  return { process: child, exited: new Promise((resolve) => child.once('exit', () => resolve())) };
}

async function waitHealthy(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/v3/authenticate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-capabilities': CAPABILITIES_HEADER,
    },
    body: 'activation_code=STAND001&pin=1234',
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('auth='));
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0]!;
}

function buy(base: string, cookie: string, titleId: number, key: string) {
  return fetch(`${base}/v2/vod/purchase`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-capabilities': CAPABILITIES_HEADER,
      cookie,
    },
    body: new URLSearchParams({
      title_id: String(titleId),
      content_format: 'sd',
      duration: '-1',
      idempotency_key: key,
    }).toString(),
  });
}

/** Movies on sale with an SD buy price that STAND001 does not hold yet. */
function buyableMovies(dbPath: string, now: number): number[] {
  const db = new SQLite(dbPath, { readonly: true });
  try {
    return db
      .prepare(
        `select t.id from titles t join price_rules r on r.title_id = t.id
         where t.sub_type = 'movie' and r.duration = -1 and r.content_format = 'sd' and t.has_price_rules = 1
           and (t.available_from is null or t.available_from <= ?) and (t.available_to is null or t.available_to > ?)
           and (t.flags & ${1 << 20}) = 0
         order by t.id`,
      )
      .all(now, now)
      .map((row) => (row as { id: number }).id);
  } finally {
    db.close();
  }
}

interface Acknowledged {
  key: string;
  titleId: number;
}

/** What must hold after every crash: the database is sound and every answered purchase is there once. */
function checkAfterCrash(dbPath: string, acknowledged: Acknowledged[]) {
  const db = new SQLite(dbPath, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const household = (
      db.prepare("select id from households where activation_code = 'STAND001'").get() as {
        id: string;
      }
    ).id;
    for (const a of acknowledged) {
      const rows = db
        .prepare(
          'select id, title_id from purchases where household_id = ? and idempotency_key = ?',
        )
        .all(household, a.key) as { id: number; title_id: number }[];
      expect(rows, `purchase ${a.key}`).toHaveLength(1);
      expect(rows[0]!.title_id).toBe(a.titleId);
    }
    const duplicates = db
      .prepare(
        'select title_id, count(*) n from purchases where household_id = ? group by title_id having count(*) > 1',
      )
      .all(household);
    expect(duplicates).toEqual([]);
    // The ledger balances: each paid purchase charged exactly once, no charge without a purchase.
    const unbalanced = db
      .prepare(
        `select p.id from purchases p
         left join ledger_entries l on l.household_id = p.household_id and l.kind = 'PURCHASE' and l.reference = 'purchase:' || p.id
         where p.household_id = ? and p.price > 0
         group by p.id having count(l.id) <> 1 or sum(l.amount) <> max(p.price)`,
      )
      .all(household);
    expect(unbalanced).toEqual([]);
    const orphans = db
      .prepare(
        `select l.id from ledger_entries l where l.household_id = ? and l.kind = 'PURCHASE'
         and not exists (select 1 from purchases p where 'purchase:' || p.id = l.reference)`,
      )
      .all(household);
    expect(orphans).toEqual([]);
    const missingEntitlements = db
      .prepare(
        `select p.id from purchases p where p.household_id = ?
         and not exists (select 1 from entitlements e where e.purchase_id = p.id)`,
      )
      .all(household);
    expect(missingEntitlements).toEqual([]);
  } finally {
    db.close();
  }
}

describe('killing the server in the middle of a burst of purchases', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crash-'));
  const dbPath = join(dir, 'app.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`loses no answered purchase and charges none twice, over ${ROUNDS} crashes`, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let titles: number[] = [];
    const acknowledged: Acknowledged[] = [];
    let answered = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const server = startServer(dbPath, port);
      await waitHealthy(base);
      if (round === 0) titles = buyableMovies(dbPath, Date.now());
      // Every purchase answered before a crash is asked again: the answer must be the same.
      const cookie = await signIn(base);
      for (const a of acknowledged.slice(-PURCHASES_PER_ROUND)) {
        expect((await buy(base, cookie, a.titleId, a.key)).status).toBe(200);
      }
      const batch = titles.splice(0, PURCHASES_PER_ROUND);
      const killAfter = 5 + Math.floor(Math.random() * 150);
      const requests = batch.map(async (titleId, i) => {
        const key = `crash-${round}-${i}-${titleId}`;
        try {
          const res = await buy(base, cookie, titleId, key);
          if (res.status === 200) {
            acknowledged.push({ key, titleId });
            answered++;
          }
        } catch {
          // The connection died with the server: not acknowledged, so it may or may not be there.
        }
      });
      setTimeout(() => server.process.kill('SIGKILL'), killAfter);
      await Promise.all(requests);
      await server.exited;
      checkAfterCrash(dbPath, acknowledged);
    }
    // The rounds must have exercised both sides: answers before the kill, and kills mid-burst.
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(ROUNDS * PURCHASES_PER_ROUND);
  });
});
