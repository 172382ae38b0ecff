import { z } from 'zod';
import { GUIDE } from '../constants.ts';
import { DATE_MISSING, parseBlockCode } from '../guide.ts';
import { MAX_ID, formBoolean, formInt, idParam, metaSchema } from './meta.ts';

/**
 * The TV guide's calls (marketing spec §7; docs/api.md "TV guide"): channels and regions, a
 * 4-hour block of programmes, virtual playlist schedules, and the channel service.
 */

/** Most channels one call may name: a region's whole line-up fits. */
export const MAX_CHANNELS_PER_CALL = 250;
/** Most programmes a channel may have in one answer. */
export const MAX_PROGRAMS_PER_CHANNEL = 200;

/** A comma-separated list of ids (`1,2,3`), each a whole number, no repeats kept. */
const idList = (field: string) =>
  z.string({ error: `${field} is required` }).transform((text, ctx) => {
    const parts = text.split(',').map((p) => p.trim());
    const bad = parts.find((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > MAX_ID);
    if (bad !== undefined) {
      const shown = bad.length > 20 ? `${bad.slice(0, 20)}…` : bad;
      ctx.addIssue({
        code: 'custom',
        message: `'${shown}' is not a channel id: expected whole numbers separated by commas`,
      });
      return z.NEVER;
    }
    const ids = [...new Set(parts.map(Number))];
    if (ids.length > MAX_CHANNELS_PER_CALL) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_CHANNELS_PER_CALL} channels` });
      return z.NEVER;
    }
    return ids;
  });

/** A block code, read to the block's start in epoch ms ('Date missing' without one, §5). */
const blockCode = z
  .string({ error: DATE_MISSING })
  .meta({
    description: 'A 4-hour block: YYYY-MM-DDTHH in UTC, HH one of 00, 04, 08, 12, 16, 20.',
  })
  .transform((code, ctx) => {
    const parsed = parseBlockCode(code);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.start;
  });

export const regionSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  region: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

export const channelSourceSchema = z.object({
  type: z.string(),
  url: z.string().optional(),
  lcn: z.number().int().optional(),
  title_id: z.number().int().optional(),
});

/** A channel (marketing spec §3). `image` is its logo; `type` tells live from virtual playlist. */
export const channelSchema = z.object({
  channel_id: z.number().int(),
  epg_id: z.string(),
  name: z.string(),
  number: z.number().int(),
  image: z.string(),
  type: z.enum(['live', 'virtual_playlist']),
  sources: z.array(channelSourceSchema),
  plans: z.array(z.string()),
  regions: z.array(z.number().int()),
  closed_captions: z.boolean(),
});
export type Channel = z.infer<typeof channelSchema>;

/** GET /v4/epg/channels: every channel, or a region's, with the regions. */
export const epgChannelsQuerySchema = z.object({ region_id: idParam.optional() });
export type EpgChannelsQuery = z.infer<typeof epgChannelsQuerySchema>;
export const epgChannelsAnswerSchema = z.object({
  channels: z.array(channelSchema),
  region_details: z.array(regionSchema),
});
export type EpgChannelsAnswer = z.infer<typeof epgChannelsAnswerSchema>;

export const programRowSchema = z.tuple([
  z.number().int(),
  z.string(),
  z.string(),
  z.number().int(),
  z.number().int(),
  z.number().int().nullable(),
  z.number().int(),
  z.string(),
  z.number().int(),
  z.string(),
  z.number().int(),
  z.number().int().nullable(),
  z.number().int().nullable(),
  z.string().nullable(),
]);
export type ProgramRow = z.infer<typeof programRowSchema>;

/** GET /v2/epg/programslist. */
export const programsListQuerySchema = z.object({
  channel_ids: idList('channel_ids'),
  block: blockCode,
  count: formInt(1, MAX_PROGRAMS_PER_CHANNEL).optional(),
  /** With synopses. */
  extended: formBoolean.default(false),
  /** Each channel's programmes most popular first (then `count` keeps the top ones). */
  popular: formBoolean.default(false),
});
export type ProgramsListQuery = z.infer<typeof programsListQuerySchema>;

export const programsListAnswerSchema = z.object({
  /** Keyed by channel id. */
  channels: z.record(z.string(), z.array(programRowSchema)),
  /** Keyed by synopsis id; empty unless `extended`. */
  synopses: z.record(z.string(), z.string()),
  __meta__: metaSchema.extend({ program_fields: z.array(z.string()) }),
});
export type ProgramsListAnswer = z.infer<typeof programsListAnswerSchema>;

/** GET /v3/avc/schedule_block: virtual playlist channels (marketing spec §3, §7). */
export const scheduleBlockQuerySchema = z.object({
  block_id: blockCode,
  count: formInt(1, MAX_PROGRAMS_PER_CHANNEL).optional(),
  avcs: idList('avcs'),
});
export type ScheduleBlockQuery = z.infer<typeof scheduleBlockQuerySchema>;

/** A virtual-channel programme; start_time and end_time are epoch seconds. */
export const virtualProgramSchema = z.object({
  id: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  name: z.string(),
  season_number: z.number().nullable(),
  episode_number: z.number().int().nullable(),
  title_id: z.number().int().nullable(),
});
export type VirtualProgram = z.infer<typeof virtualProgramSchema>;

export const scheduleBlockAnswerSchema = z.object({
  /** Keyed by channel id. */
  schedules: z.record(z.string(), z.array(virtualProgramSchema)),
});
export type ScheduleBlockAnswer = z.infer<typeof scheduleBlockAnswerSchema>;

/** GET /v2/epg/channels/by_plans: `plans` is a comma-separated list of plan names. */
export const channelsByPlansQuerySchema = z.object({
  plans: z
    .string({ error: 'plans is required' })
    .transform((text) => [...new Set(text.split(',').map((p) => p.trim()))].filter(Boolean))
    .refine((names) => names.length >= 1 && names.length <= 20, {
      error: 'name 1 to 20 plans, separated by commas',
    }),
});
export type ChannelsByPlansQuery = z.infer<typeof channelsByPlansQuerySchema>;
export const channelsByPlansAnswerSchema = z.object({
  /** Keyed by plan name, channels in the plan's channel_sort order. */
  plans: z.record(z.string(), z.array(channelSchema)),
});
export type ChannelsByPlansAnswer = z.infer<typeof channelsByPlansAnswerSchema>;

/** GET /v2/epg/popular. */
export const popularQuerySchema = z.object({
  channel_ids: idList('channel_ids'),
  count: formInt(1, 50).default(GUIDE.popularPrograms),
});
export type PopularQuery = z.infer<typeof popularQuerySchema>;

/** A popular programme, airing now or within the next day. start and end are epoch seconds. */
export const popularProgramSchema = z.object({
  id: z.number().int(),
  channel_id: z.number().int(),
  title: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  synopsis: z.string().nullable(),
  rating: z.number().int(),
  image: z.string(),
});
export type PopularProgram = z.infer<typeof popularProgramSchema>;

export const popularAnswerSchema = z.object({
  /** Per epg_id, most popular first (marketing spec §7). */
  channels: z.record(z.string(), z.array(popularProgramSchema)),
});
export type PopularAnswer = z.infer<typeof popularAnswerSchema>;

export const popularBlacklistAnswerSchema = z.object({ channel_ids: z.array(z.number().int()) });
export type PopularBlacklistAnswer = z.infer<typeof popularBlacklistAnswerSchema>;
