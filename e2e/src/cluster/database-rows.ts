// The cluster test's own rows in its database: households copied from the demo customer, what
// the load reads from the catalogue, and what the invariants read back at the end.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { blockCodesFor, guideDays } from '@app/domain';
import type { Catalogue } from './load.ts';

/** Households of the test's own: copies of the demo customer (PIN 1234, 2 credits, a valid box). */
export async function copyHouseholds(
  pool: pg.Pool,
  prefix: string,
  count: number,
  initialCredits: number,
): Promise<string[]> {
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
      free_vod_count: initialCredits,
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

export async function readCatalogue(pool: pg.Pool): Promise<Catalogue> {
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

export async function readOutcome(pool: pg.Pool, codes: string[], runId: string) {
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
