import { z } from 'zod';
import { streamingBundleSchema } from './account.ts';
import { formInt, MAX_ID } from './meta.ts';

/**
 * Answers of the pack and streaming-bundle calls (account spec §7; docs/api.md "Packs" and
 * "Streaming bundle"). The requests carry no more than the plan id in the path.
 */

/** POST /v2/subscriber/plan/{id}/subscribe and /unsubscribe: when access ends (null: runs on). */
export const planChangeAnswerSchema = z.object({ expiry_time: z.string().nullable() });
export type PlanChangeAnswer = z.infer<typeof planChangeAnswerSchema>;

/** Beside `__meta__` of UPGRADE_TO_MASTER: the plan that replaces a deprecated one. */
export const upgradePlanSchema = z.object({ id: z.number().int(), name: z.string() });
export type UpgradePlan = z.infer<typeof upgradePlanSchema>;

/**
 * GET or POST of the account's activation-check URL, and POST /v2/bundle/activate. On
 * ERR_BILLING_HOLD the same `streaming_bundle` comes beside `__meta__`.
 */
export const bundleAnswerSchema = z.object({ streaming_bundle: streamingBundleSchema });
export type BundleAnswer = z.infer<typeof bundleAnswerSchema>;

/** POST /v2/subscriber/plan/{id}/subscribe and /unsubscribe: the plan in the path … */
export const planPathParamsSchema = z.object({ id: formInt(1, MAX_ID) });
/** … and, as the spec's client sends it, the same plan again in the body (optional). */
export const planChangeBodySchema = z.object({ plan_id: formInt(1, MAX_ID).optional() }).optional();

/** The streaming-bundle calls: the activation-check URL's token, when the page came from it. */
export const bundleTokenQuerySchema = z.object({ token: z.string().min(1).max(100).optional() });
