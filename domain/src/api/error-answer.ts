import { z } from 'zod';
import { entitlementSchema, streamingBundleSchema } from './account.ts';
import { upgradePlanSchema } from './plans.ts';

/**
 * The fields some refusals add beside `__meta__`, typed for the published contract (issue 35).
 * The wire schema of every error stays open (`errorAnswerSchema`), so a new field is never
 * dropped by the serialiser; this says what the known ones hold.
 */
export const errorFieldsSchema = z.looseObject({
  household: z
    .object({ uuid: z.string(), user_defined_pin: z.boolean() })
    .optional()
    .describe('MISSING_PIN: the household whose PIN is asked for (account spec §4).'),
  isp: z
    .object({ name: z.string() })
    .optional()
    .describe('INVALID_TERMINAL, ERR_SUSPENDED, ERR_NO_CATALOGUE: whom to contact.'),
  attemptsLeft: z
    .number()
    .int()
    .optional()
    .describe('ERR_INCORRECT_PIN from the third wrong PIN in a row: tries before the lock.'),
  lockMinutes: z.number().int().optional().describe('ERR_INCORRECT_PIN: how long the lock lasts.'),
  upgrade_plan: upgradePlanSchema
    .optional()
    .describe('UPGRADE_TO_MASTER: the plan that replaces the deprecated one.'),
  title_id: z
    .number()
    .int()
    .optional()
    .describe('ERR_EXISTING_ENTITLEMENT: the title already owned.'),
  entitlement: entitlementSchema
    .nullable()
    .optional()
    .describe('ERR_EXISTING_ENTITLEMENT: the entitlement the household has to it.'),
  streaming_bundle: streamingBundleSchema
    .optional()
    .describe('ERR_BILLING_HOLD: the streaming bundle on hold.'),
});
