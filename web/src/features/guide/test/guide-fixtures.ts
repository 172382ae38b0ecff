import {
  BLOCK_CODE_MS,
  PROGRAM_FIELDS,
  parseBlockCode,
  type Channel,
  type GuideProgram,
  type ProgramRow,
  type Region,
} from '@app/domain';
import { jsonAnswer } from '#app/test/catalogue-fixtures.ts';
import { fakeApi, okAnswer, refusal, type FakeCall } from '#app/test/session-fixtures.ts';

export const REGIONS: Region[] = [
  { id: 1, state: 'NSW', region: 'Sydney' },
  { id: 2, state: 'NSW', region: 'Newcastle & Hunter' },
  { id: 10, state: 'VIC', region: 'Melbourne' },
  { id: 22, state: 'QLD', region: 'Remote Central & Eastern (satellite)' },
  { id: 20, state: 'QLD', region: 'Brisbane' },
  { id: 40, state: 'WA', region: 'Perth' },
  { id: 45, state: 'WA', region: 'Remote Western (satellite)' },
];

/** A live channel of the guide, as /v2/epg/channels answers it. */
export function channel(
  id: number,
  name: string,
  regions: number[],
  extra: Partial<Channel> = {},
): Channel {
  return {
    channel_id: id,
    epg_id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    number: id,
    image: `/v2/epg/channels/${id}/image`,
    type: 'live',
    sources: [],
    plans: [],
    regions,
    closed_captions: false,
    ...extra,
  };
}

let nextProgramId = 1;

/** A programme as the grid gets it, `minutes` long from `start`; each one a new id. */
export function guideProgram(title: string, start: number, minutes: number): GuideProgram {
  const id = nextProgramId++;
  return {
    id,
    programId: `P${id}`,
    title,
    start,
    end: start + minutes * 60_000,
    synopsisId: null,
    rating: 0,
    sound: 'Stereo',
    caption: false,
    definition: 'SD',
    widescreen: true,
    seriesNo: null,
    episodeNo: null,
    episodeTitle: null,
  };
}

/**
 * A small line-up: national channels, one only in Sydney, one only in Perth, one whose guide
 * has gaps, one virtual playlist channel.
 */
export const CHANNELS: Channel[] = [
  channel(2, 'Harbour One', [1, 2, 10, 20, 40], {
    closed_captions: true,
    plans: ['Mobile Ultimate'],
  }),
  channel(3, 'Coastline TV', [1, 2, 10, 20, 40], {
    closed_captions: true,
    plans: ['Mobile Ultimate'],
  }),
  channel(5, 'Sydney Local', [1]),
  channel(6, 'Swan Valley TV', [40]),
  channel(7, 'Patchy Plus', [1, 10, 40]),
  channel(801, 'Binge: Night Shift', [1, 10, 40], {
    type: 'virtual_playlist',
    sources: [{ type: 'virtual_playlist', title_id: 40001 }],
  }),
];

const HALF_HOUR_S = 1800;

/** Half-hour programmes across a block, named by channel and start; Patchy Plus skips every other one. */
export function programRows(channelId: number, blockStart: number): ProgramRow[] {
  const rows: ProgramRow[] = [];
  const from = blockStart / 1000;
  for (let i = 0; i < 8; i++) {
    if (channelId === 7 && i % 2 === 1) continue;
    const start = from + i * HALF_HOUR_S;
    const hh = new Date(start * 1000).toISOString().slice(11, 16);
    rows.push([
      channelId * 1_000_000 + start / 60,
      `show-${channelId}`,
      `${CHANNELS.find((c) => c.channel_id === channelId)!.name} at ${hh}`,
      start,
      start + HALF_HOUR_S,
      channelId * 1000 + i,
      40,
      'surround',
      1,
      'HD',
      1,
      2,
      i + 1,
      `Episode ${i + 1}`,
    ]);
  }
  return rows;
}

export function blockStartOf(call: FakeCall, field = 'block'): number {
  const parsed = parseBlockCode(call.query.get(field));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.start;
}

export function guideHandlers(options: { failChannels?: boolean } = {}) {
  return {
    '/v4/epg/channels': () =>
      options.failChannels
        ? refusal('ERR_UNAVAILABLE', 'The guide is resting', 503)
        : okAnswer({ channels: CHANNELS, region_details: REGIONS }),
    '/v2/epg/programslist': (call: FakeCall) => {
      const start = blockStartOf(call);
      const ids = call.query.get('channel_ids')!.split(',').map(Number);
      const channels: Record<string, ProgramRow[]> = {};
      const synopses: Record<string, string> = {};
      for (const id of ids) {
        channels[String(id)] = programRows(id, start);
        if (call.query.get('extended') === 'true') {
          for (const row of channels[String(id)]!)
            synopses[String(row[5])] = `What happens in ${row[2]}.`;
        }
      }
      return jsonAnswer({
        channels,
        synopses,
        __meta__: {
          error: null,
          message: null,
          timestamp: Date.now(),
          program_fields: [...PROGRAM_FIELDS],
        },
      });
    },
    '/v3/avc/schedule_block': (call: FakeCall) => {
      const start = blockStartOf(call, 'block_id') / 1000;
      const ids = call.query.get('avcs')!.split(',');
      return okAnswer({
        schedules: Object.fromEntries(
          ids.map((id) => [
            id,
            [0, 1].map((i) => ({
              // One airing, one id: each block's airings are its own.
              id: Number(id) * 1e11 + start * 10 + i,
              start_time: start + (i * BLOCK_CODE_MS) / 2000,
              end_time: start + ((i + 1) * BLOCK_CODE_MS) / 2000,
              name: 'Night Shift',
              season_number: 1,
              episode_number: i + 1,
              title_id: 40002 + i,
            })),
          ]),
        ),
      });
    },
    '/v2/epg/popular/blacklist': () => okAnswer({ channel_ids: [3, 801] }),
    '/v2/epg/popular': (call: FakeCall) => {
      const ids = call.query.get('channel_ids')!.split(',').map(Number);
      const now = Math.floor(Date.now() / 1000);
      return okAnswer({
        channels: Object.fromEntries(
          ids.map((id) => {
            const ch = CHANNELS.find((c) => c.channel_id === id)!;
            return [
              ch.epg_id,
              Array.from({ length: 7 }, (_, i) => ({
                id: id * 100 + i,
                channel_id: id,
                title: `${ch.name} favourite ${i + 1}`,
                start: now + i * HALF_HOUR_S,
                end: now + (i + 1) * HALF_HOUR_S,
                synopsis: i === 0 ? null : `Favourite number ${i + 1}.`,
                rating: 20,
                image: `/v2/epg/program/${id * 100 + i}/image/334x188`,
              })),
            ];
          }),
        ),
      });
    },
    '/v2/epg/channels/by_plans': (call: FakeCall) => {
      const names = call.query.get('plans')!.split(',');
      return okAnswer({
        plans: Object.fromEntries(
          names.map((name) => [name, CHANNELS.filter((c) => c.plans.includes(name))]),
        ),
      });
    },
  };
}

export function guideApi(options: { failChannels?: boolean } = {}) {
  return fakeApi(guideHandlers(options));
}
