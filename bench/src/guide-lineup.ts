import { blockCodesFor, guideDays } from '@app/domain';
import type { createDatabase } from '@app/server/database';
import type { CallSpec } from './latency.ts';

/** The guide's line-up on the bench database: grown to 200 channels, and the calls it answers. */

export const REGION = { id: 1, path: '/tv/guide/nsw/sydney' };
const CHANNELS_WANTED = 200;

/** Clones live channels into the region until it has 200, each with its source's programmes. */
export async function growLineup(database: ReturnType<typeof createDatabase>): Promise<number> {
  const db = database.db;
  const inRegion = await db
    .selectFrom('channel_regions')
    .innerJoin('channels', 'channels.id', 'channel_regions.channel_id')
    .select(['channels.id', 'channels.is_virtual'])
    .where('channel_regions.region_id', '=', REGION.id)
    .execute();
  const missing = CHANNELS_WANTED - inRegion.length;
  const sources = inRegion.filter((c) => c.is_virtual === 0).map((c) => c.id);
  const maxChannel = await db
    .selectFrom('channels')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const maxProgram = await db
    .selectFrom('programs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  let nextChannel = Number(maxChannel.id) + 1;
  let nextProgram = Number(maxProgram.id) + 1;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < missing; i++) {
      const sourceId = sources[i % sources.length]!;
      const source = await trx
        .selectFrom('channels')
        .selectAll()
        .where('id', '=', sourceId)
        .executeTakeFirstOrThrow();
      const id = nextChannel++;
      await trx
        .insertInto('channels')
        .values({ ...source, id, epg_id: `${source.epg_id}-extra-${i}`, number: 900 + i })
        .execute();
      await trx
        .insertInto('channel_regions')
        .values({ channel_id: id, region_id: REGION.id })
        .execute();
      const programs = await trx
        .selectFrom('programs')
        .selectAll()
        .where('channel_id', '=', sourceId)
        .execute();
      for (let at = 0; at < programs.length; at += 500) {
        await trx
          .insertInto('programs')
          .values(
            programs.slice(at, at + 500).map((p) => ({ ...p, id: nextProgram++, channel_id: id })),
          )
          .execute();
      }
    }
  });
  return inRegion.length + Math.max(0, missing);
}

/**
 * What every guide call of the week costs: a region's line-up, each 4-hour block. `varied`:
 * each call leaves out a different channel, so the server's answer cache cannot help.
 */
export async function programsListCalls(
  database: ReturnType<typeof createDatabase>,
  varied = false,
): Promise<CallSpec[]> {
  const channels = await database.db
    .selectFrom('channel_regions')
    .innerJoin('channels', 'channels.id', 'channel_regions.channel_id')
    .select('channels.id')
    .where('channel_regions.region_id', '=', REGION.id)
    .where('channels.is_virtual', '=', 0)
    .orderBy('channels.number')
    .execute();
  const ids = channels.map((c) => c.id);
  const days = guideDays(Date.now());
  const blocks = blockCodesFor(
    Math.max(days[0]!.start, Date.now() - 20 * 3_600_000),
    days.at(-1)!.end,
  );
  const path = (list: readonly number[], block: string) =>
    `/v2/epg/programslist?channel_ids=${list.join(',')}&block=${block}`;
  if (!varied) return blocks.map((block) => ({ method: 'GET', path: path(ids, block) }));
  return ids.flatMap((_, left) =>
    blocks.map((block) => ({
      method: 'GET' as const,
      path: path(
        ids.filter((__, i) => i !== left),
        block,
      ),
    })),
  );
}
