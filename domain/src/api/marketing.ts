import { z } from 'zod';
import { planSchema } from './account.ts';

/**
 * GET /v2/plans: the packs as the public marketing pages show them (marketing spec §3 Plan, §7
 * "store authenticate … returns plans"), without a session: names, prices in cents, channel
 * lists and the channels' names for the tiles.
 */
export const publicPlansQuerySchema = z.object({
  /** Comma list of plan names (any case); each must exist (marketing spec §5). */
  names: z
    .string()
    .max(500, { error: 'names: at most 500 characters' })
    .optional()
    .transform((text) =>
      text === undefined
        ? undefined
        : text
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== ''),
    ),
});
export type PublicPlansQuery = z.infer<typeof publicPlansQuerySchema>;

export const publicPlanSchema = planSchema
  .pick({
    id: true,
    name: true,
    description: true,
    kind: true,
    subset_of: true,
    subset_plans: true,
    display_price: true,
    display_price_tax_inclusive: true,
    visible_epg: true,
    channel_sort: true,
  })
  .extend({ channel_count: z.number().int() });
export type PublicPlan = z.infer<typeof publicPlanSchema>;

export const marketingChannelSchema = z.object({
  id: z.number().int(),
  epg_id: z.string(),
  name: z.string(),
  number: z.number().int(),
});
export type MarketingChannel = z.infer<typeof marketingChannelSchema>;

export const publicPlansAnswerSchema = z.object({
  plans: z.array(publicPlanSchema),
  /** Channel id → channel, for every channel in the listed plans' channel_sort. */
  channels: z.record(z.string(), marketingChannelSchema),
});
export type PublicPlansAnswer = z.infer<typeof publicPlansAnswerSchema>;
