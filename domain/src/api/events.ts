import { z } from 'zod';
import { MAX_EVENTS_PER_REQUEST } from '../constants.ts';

/** Usage events (marketing spec §3 Event): a POST /v2/events body at most this long. */
export const MAX_EVENTS_BODY_CHARS = 64 * 1024;

const utm = z.string().max(200).optional();

export const usageEventSchema = z
  .object({
    eventName: z.string().trim().min(1, { error: 'eventName is required' }).max(100),
    data: z
      .object({
        eventTime: z.union([z.string().max(40), z.number()]),
        platform: z.literal('web'),
        app: z.literal('web-store'),
        appVersion: z.string().max(40),
        householdId: z.string().max(64).nullable().optional(),
        utm_source: utm,
        utm_medium: utm,
        utm_campaign: utm,
        utm_term: utm,
        utm_content: utm,
      })
      .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()])),
  })
  .strict();
export type UsageEvent = z.infer<typeof usageEventSchema>;

/** POST /v2/events: form field `data` holds a JSON array of events. */
export const eventsBodySchema = z.object({
  data: z
    .string()
    .max(MAX_EVENTS_BODY_CHARS, {
      error: `data must be at most ${MAX_EVENTS_BODY_CHARS} characters`,
    })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'data must be a JSON array of events' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(usageEventSchema, { error: 'data must be a JSON array of events' })
        .min(1, { error: 'data holds no events' })
        .max(MAX_EVENTS_PER_REQUEST, {
          error: `at most ${MAX_EVENTS_PER_REQUEST} events per request`,
        }),
    ),
});

/** POST /v2/events: how many of the events were stored. */
export const eventsAnswerSchema = z.object({ stored: z.number().int() });
