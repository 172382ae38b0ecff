import { z } from 'zod';
import { streamingBundleSchema } from './account.ts';

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
