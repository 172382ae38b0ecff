import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  CHANNELS_ERROR,
  PROGRAM_FIELDS,
  channelsByPlansAnswerSchema,
  epgChannelsAnswerSchema,
  popularAnswerSchema,
  programsListAnswerSchema,
  readProgramRows,
  scheduleBlockAnswerSchema,
} from '@app/domain';
import type { Channel } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

// TEST_NOW is 2026-11-21T10:00Z; the small seed's guide runs 2026-11-20T00Z to 2026-11-23T00Z.
const BLOCK = '2026-11-21T08';
const BLOCK_START = Date.parse('2026-11-21T08:00Z') / 1000;
const BLOCK_END = BLOCK_START + 4 * 3600;

describe.each(testDialects())('TV guide calls on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;
  let channels: Channel[];
  let live: Channel[];
  let virtual: Channel[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = new TestClient(t.app);
    const res = await c.get('/v4/epg/channels');
    channels = epgChannelsAnswerSchema.parse(res.json()).channels;
    live = channels.filter((ch) => ch.type === 'live');
    virtual = channels.filter((ch) => ch.type === 'virtual_playlist');
  });
  afterAll(() => t.close());

  const expectError = (
    res: { statusCode: number; json(): unknown },
    status: number,
    code: string,
    message: RegExp | string,
  ) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { __meta__: { error: string; message: string } };
    expect(body.__meta__.error).toBe(code);
    expect(body.__meta__.message).toMatch(message);
  };

  it("answers 'Error getting all channels …' when the line-up cannot be read, and reads afresh next time (§8)", async () => {
    t.clock.advance(2 * 60_000); // past the line-up's minute, so the next call reloads it
    await sql`alter table channels rename to channels_away`.execute(t.database.db);
    try {
      expectError(await c.get('/v4/epg/channels'), 503, 'ERR_UNAVAILABLE', CHANNELS_ERROR);
      expectError(
        await c.get('/v2/epg/channels/by_plans', { plans: 'Kids' }),
        503,
        'ERR_UNAVAILABLE',
        /^Error getting all channels/,
      );
    } finally {
      await sql`alter table channels_away rename to channels`.execute(t.database.db);
    }
    const again = await c.get('/v4/epg/channels');
    expect(again.statusCode).toBe(200);
    expect(epgChannelsAnswerSchema.parse(again.json()).channels).toHaveLength(channels.length);
  });

  it('lists channels with their plans and regions, and every region', async () => {
    const res = await c.get('/v4/epg/channels');
    expect(res.statusCode).toBe(200);
    const answer = epgChannelsAnswerSchema.parse(res.json());
    expect(answer.channels).toHaveLength(52);
    expect(virtual).toHaveLength(3);
    expect(answer.region_details).toContainEqual({ id: 1, state: 'NSW', region: 'Sydney' });
    expect(answer.region_details.map((r) => r.id)).toContain(22);
    const numbers = answer.channels.map((ch) => ch.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(answer.channels.filter((ch) => ch.closed_captions)).toHaveLength(35);
    const first = answer.channels[0]!;
    expect(first.image).toBe(`/v2/epg/channels/${first.channel_id}/image`);
    expect(first.regions.length).toBeGreaterThan(0);
    expect(answer.channels.some((ch) => ch.plans.includes('Kids'))).toBe(true);
  });

  it("lists a region's channels, and refuses an unknown region", async () => {
    const all = epgChannelsAnswerSchema.parse((await c.get('/v4/epg/channels')).json()).channels;
    const perth = epgChannelsAnswerSchema.parse(
      (await c.get('/v4/epg/channels', { region_id: 40 })).json(),
    ).channels;
    expect(perth.length).toBeGreaterThan(0);
    expect(perth.length).toBeLessThan(all.length);
    expect(perth.every((ch) => ch.regions.includes(40))).toBe(true);
    expectError(
      await c.get('/v4/epg/channels', { region_id: 999 }),
      404,
      'ERR_NOT_FOUND',
      'No region found with Id 999',
    );
    expectError(
      await c.get('/v4/epg/channels', { region_id: 'abc' }),
      400,
      'ERR_VALIDATION',
      /region_id/,
    );
  });

  it('answers a 4-hour block of programmes as rows of program_fields, without gaps', async () => {
    const ids = live.slice(0, 5).map((ch) => ch.channel_id);
    const res = await c.get('/v2/epg/programslist', { channel_ids: ids.join(','), block: BLOCK });
    expect(res.statusCode, res.body).toBe(200);
    const answer = programsListAnswerSchema.parse(res.json());
    expect(res.json().__meta__).toEqual({
      error: null,
      message: null,
      timestamp: t.clock.now(),
      program_fields: [...PROGRAM_FIELDS],
    });
    expect(Object.keys(answer.channels).sort()).toEqual(ids.map(String).sort());
    expect(answer.synopses).toEqual({});
    for (const id of ids) {
      const programs = readProgramRows(
        answer.__meta__.program_fields,
        answer.channels[String(id)]!,
      );
      expect(programs.length).toBeGreaterThan(0);
      expect(programs[0]!.start).toBeLessThanOrEqual(BLOCK_START * 1000);
      expect(programs.at(-1)!.end).toBeGreaterThanOrEqual(BLOCK_END * 1000);
      for (let i = 1; i < programs.length; i++)
        expect(programs[i]!.start).toBe(programs[i - 1]!.end);
    }
  });

  it('adds synopses when extended, and keeps the most popular when popular and count are given', async () => {
    const id = live[0]!.channel_id;
    const extended = programsListAnswerSchema.parse(
      (
        await c.get('/v2/epg/programslist', {
          channel_ids: String(id),
          block: BLOCK,
          extended: 'true',
        })
      ).json(),
    );
    const programs = readProgramRows(PROGRAM_FIELDS, extended.channels[String(id)]!);
    for (const p of programs)
      if (p.synopsisId !== null)
        expect(extended.synopses[String(p.synopsisId)]).toEqual(expect.any(String));
    expect(Object.keys(extended.synopses).length).toBeGreaterThan(0);

    const popular = programsListAnswerSchema.parse(
      (
        await c.get('/v2/epg/programslist', {
          channel_ids: String(id),
          block: BLOCK,
          popular: 1,
          count: 2,
        })
      ).json(),
    );
    expect(popular.channels[String(id)]).toHaveLength(2);
    const popularity = await t.database.db
      .selectFrom('programs')
      .select(['id', 'popularity'])
      .where(
        'id',
        'in',
        programs.map((p) => p.id),
      )
      .execute();
    const top = [...popularity].sort((a, b) => b.popularity - a.popularity)[0]!;
    expect(popular.channels[String(id)]![0]![0]).toBe(top.id);
  });

  it('answers a repeated block from memory, and sees a changed guide once the line-up reloads', async () => {
    const id = live[1]!.channel_id;
    const ask = async () =>
      programsListAnswerSchema.parse(
        (await c.get('/v2/epg/programslist', { channel_ids: String(id), block: BLOCK })).json(),
      );
    const first = await ask();
    const [programId] = first.channels[String(id)]![0]!;
    await t.database.db
      .updateTable('programs')
      .set({ title: 'Retitled for the test' })
      .where('id', '=', programId)
      .execute();
    expect((await ask()).channels[String(id)]![0]![2]).not.toBe('Retitled for the test');
    t.clock.advance(61_000);
    expect((await ask()).channels[String(id)]![0]![2]).toBe('Retitled for the test');
  });

  it('answers an empty list for a block within reach that has no data', async () => {
    const id = live[0]!.channel_id;
    const res = await c.get('/v2/epg/programslist', {
      channel_ids: String(id),
      block: '2026-11-25T08',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().channels[String(id)]).toEqual([]);
  });

  it("refuses bad block codes and dates with clear messages, and says 'Date missing' without one", async () => {
    const ids = String(live[0]!.channel_id);
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: ids }),
      400,
      'ERR_VALIDATION',
      /^Date missing$/,
    );
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: ids, block: 'tomorrow' }),
      400,
      'ERR_VALIDATION',
      /Invalid block code 'tomorrow'/,
    );
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: ids, block: '2026-02-30T08' }),
      400,
      'ERR_VALIDATION',
      /Invalid date '2026-02-30'/,
    );
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: ids, block: '2026-11-21T09' }),
      400,
      'ERR_VALIDATION',
      /00, 04, 08, 12, 16 or 20/,
    );
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: ids, block: '2026-12-21T08' }),
      400,
      'ERR_VALIDATION',
      /outside the guide/,
    );
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: ids, block: '2026-11-19T04' }),
      400,
      'ERR_VALIDATION',
      /outside the guide/,
    );
  });

  it('refuses bad, unknown and virtual channel ids, naming them', async () => {
    expectError(
      await c.get('/v2/epg/programslist', { block: BLOCK }),
      400,
      'ERR_VALIDATION',
      /channel_ids/,
    );
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: '1,x', block: BLOCK }),
      400,
      'ERR_VALIDATION',
      /'x' is not a channel id/,
    );
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: '1,0', block: BLOCK }),
      400,
      'ERR_VALIDATION',
      /'0' is not a channel id/,
    );
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: '1,99999', block: BLOCK }),
      404,
      'ERR_NOT_FOUND',
      /no channel found with Id 99999/,
    );
    const v = virtual[0]!.channel_id;
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: String(v), block: BLOCK }),
      400,
      'ERR_VALIDATION',
      /virtual playlist channel/,
    );
    const many = Array.from({ length: 251 }, (_, i) => i + 1).join(',');
    expectError(
      await c.get('/v2/epg/programslist', { channel_ids: many, block: BLOCK }),
      400,
      'ERR_VALIDATION',
      /at most 250/,
    );
  });

  it('answers virtual playlist schedules for a block, and refuses live channels there', async () => {
    const ids = virtual.map((ch) => ch.channel_id);
    const res = await c.get('/v3/avc/schedule_block', { block_id: BLOCK, avcs: ids.join(',') });
    expect(res.statusCode, res.body).toBe(200);
    const answer = scheduleBlockAnswerSchema.parse(res.json());
    for (const id of ids) {
      const items = answer.schedules[String(id)]!;
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]!.start_time).toBeLessThanOrEqual(BLOCK_START);
      expect(items.at(-1)!.end_time).toBeGreaterThanOrEqual(BLOCK_END);
      expect(items[0]).toMatchObject({ name: expect.any(String), title_id: expect.any(Number) });
    }
    const limited = scheduleBlockAnswerSchema.parse(
      (
        await c.get('/v3/avc/schedule_block', { block_id: BLOCK, avcs: String(ids[0]), count: 1 })
      ).json(),
    );
    expect(limited.schedules[String(ids[0])]).toHaveLength(1);
    expectError(
      await c.get('/v3/avc/schedule_block', { block_id: BLOCK, avcs: String(live[0]!.channel_id) }),
      400,
      'ERR_VALIDATION',
      /not a virtual playlist channel/,
    );
    expectError(
      await c.get('/v3/avc/schedule_block', { avcs: String(ids[0]) }),
      400,
      'ERR_VALIDATION',
      /^Date missing$/,
    );
  });

  it("lists channels by plan names, and says 'Nominated package … not found' for an unknown one", async () => {
    const res = await c.get('/v2/epg/channels/by_plans', { plans: 'Kids,Vibe' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = channelsByPlansAnswerSchema.parse(res.json());
    expect(answer.plans.Kids!.length).toBeGreaterThan(0);
    expect(answer.plans.Kids!.every((ch) => ch.plans.includes('Kids'))).toBe(true);
    expect(answer.plans.Vibe!.length).toBeGreaterThan(0);
    expectError(
      await c.get('/v2/epg/channels/by_plans', { plans: 'Kids,Nope' }),
      404,
      'ERR_NOT_FOUND',
      'Nominated package Nope not found',
    );
    expectError(
      await c.get('/v2/epg/channels/by_plans', { plans: ' , ' }),
      400,
      'ERR_VALIDATION',
      /plans/,
    );
  });

  it('answers popular programmes airing now or in the next day per epg_id, and the blacklist', async () => {
    const blacklist = (await c.get('/v2/epg/popular/blacklist')).json().channel_ids as number[];
    expect(blacklist.length).toBeGreaterThan(0);
    expect(blacklist).toEqual(expect.arrayContaining(virtual.map((ch) => ch.channel_id)));
    const offered = live.filter((ch) => !blacklist.includes(ch.channel_id)).slice(0, 3);
    const res = await c.get('/v2/epg/popular', {
      channel_ids: offered.map((ch) => ch.channel_id).join(','),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = popularAnswerSchema.parse(res.json());
    const now = t.clock.now() / 1000;
    for (const ch of offered) {
      const list = answer.channels[ch.epg_id]!;
      expect(list).toHaveLength(7);
      for (const p of list) {
        expect(p.end).toBeGreaterThan(now);
        expect(p.start).toBeLessThan(now + 86400);
        expect(p.channel_id).toBe(ch.channel_id);
        expect(p.image).toBe(`/v2/epg/program/${p.id}/image/334x188`);
      }
    }
    expectError(
      await c.get('/v2/epg/popular', { channel_ids: '99999' }),
      404,
      'ERR_NOT_FOUND',
      /99999/,
    );
  });
});
