import { z } from 'zod';
import { parentalControlsAnswerSchema } from './parental-controls.ts';
import { formBoolean } from './meta.ts';
import { priceRuleSchema } from './title.ts';

/** Activation codes are trimmed (account spec §5); an empty code means the default household. */
export const activationCodeSchema = z
  .string()
  .trim()
  .max(64, { error: 'activation code is too long' })
  .regex(/^[A-Za-z0-9-]*$/, { error: 'activation code may hold only letters, digits and -' });

export const pinSchema = z
  .string()
  .regex(/^\d*$/, { error: 'Please enter numbers only.' })
  .length(4, { error: 'PIN must be exactly 4 digits' });

export const authenticateBodySchema = z.object({
  activation_code: activationCodeSchema.optional().default(''),
  pin: pinSchema.optional(),
  force: formBoolean.optional(),
  /**
   * The web's code step: a household with a PIN, asked without one, is answered 200
   * `{ pin_required: true, household }` rather than 401 MISSING_PIN, which a browser logs as an
   * error (decision 0057). Without it the answer is the spec's MISSING_PIN (account spec §4).
   */
  pin_prompt_ok: formBoolean.optional(),
});
export type AuthenticateBody = z.infer<typeof authenticateBodySchema>;

export const terminalTypeSchema = z.enum(['STB', 'STANDALONE', 'MOBILE']);
export const activationStatusSchema = z.enum(['ACTIVATED', 'NOT_ACTIVATED']);

export const entitlementStateSchema = z.enum(['ACTIVATED', 'PURCHASED', 'PENDING', 'EXPIRED']);
export type EntitlementState = z.infer<typeof entitlementStateSchema>;

export interface EntitlementWire {
  state: EntitlementState;
  created: string;
  expires: string | null;
  download_expires: string | null;
  price_rule: z.infer<typeof priceRuleSchema> | null;
  children: Record<string, EntitlementWire>;
}

export const entitlementSchema: z.ZodType<EntitlementWire> = z
  .lazy(() =>
    z.object({
      state: entitlementStateSchema,
      created: z.string(),
      expires: z.string().nullable(),
      download_expires: z.string().nullable(),
      price_rule: priceRuleSchema.nullable(),
      children: z.record(z.string(), entitlementSchema),
    }),
  )
  // Named, so that the published contract (/openapi.json) can refer to it from itself.
  .meta({ id: 'Entitlement' });

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  subset_of: z.number().int().nullable(),
  subscribed: z.boolean(),
  /** Cents. */
  display_price: z.number().int(),
  display_price_tax_inclusive: z.boolean(),
  visible: z.boolean(),
  visible_epg: z.boolean(),
  expiry: z.string().nullable(),
  anniversary: z.string().nullable(),
  subset_plans: z.array(z.number().int()),
  unsubscribable: z.boolean(),
  kind: z.enum([
    'skinny',
    'ultimate',
    'mobile_ultimate',
    'movie_box',
    'event',
    'deprecated',
    'premium',
  ]),
  channel_sort: z.array(z.number().int()),
});
export type Plan = z.infer<typeof planSchema>;

/** The external streaming bundle linked to the household (account spec §3). */
export const streamingBundleSchema = z.object({
  activation_date: z.string().nullable(),
  activation_check_url: z.string().nullable(),
  activation_url: z.string().nullable(),
  has_access: z.boolean(),
  billing_hold: z.boolean(),
});
export type StreamingBundle = z.infer<typeof streamingBundleSchema>;

export const accountSchema = z.object({
  household: z.object({
    uuid: z.string(),
    user_defined_pin: z.boolean(),
    /** The household's parental limit (issue 18): the highest classification shown; null: off. */
    parental_limit: parentalControlsAnswerSchema.shape.parental_limit.optional(),
  }),
  isp: z.object({ name: z.string(), purchase_disabled: z.boolean() }),
  entitlements: z.record(z.string(), entitlementSchema),
  subscriptions: z.record(z.string(), planSchema),
  sorted_plans: z.array(planSchema),
  release: z.object({ tags: z.array(z.string()) }),
  terminals: z.array(
    z.object({ type: terminalTypeSchema, activation_status: activationStatusSchema }),
  ),
  free_episode_count: z.number().int(),
  free_vod_count: z.number().int(),
  all_access_trial: z.object({
    trial_plans: z.array(z.number().int()),
    access_plans: z.array(z.number().int()),
  }),
  streaming_bundle: streamingBundleSchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** A sign-in hand-over code (account spec §2 auth_cookie) is good for this long, once. */
export const HANDOVER_CODE_VALID_MS = 5 * 60 * 1000;

/**
 * POST /v2/subscriber/authenticate_with_cookie. `cookie` is a single-use hand-over code from a
 * link (never a session token); `replace` confirms signing out another household signed in here.
 */
export const authenticateWithCookieBodySchema = z
  .object({
    cookie: z.string().max(200).optional(),
    replace: formBoolean.optional(),
    /** The web's page-load check: no session is answered 200 `{ signed_in: false }`. */
    anonymous_ok: formBoolean.optional(),
  })
  .optional();

/** POST /v3/subscriber/validate_pin: proves the PIN for the sensitive actions that follow. */
export const validatePinBodySchema = z.object({ pin: pinSchema });

/** POST /v2/subscriber/update: sets the PIN or the household's settings. */
export const subscriberUpdateBodySchema = z.object({
  pin: pinSchema.optional(),
  privacy: formBoolean.optional(),
  gen2_only: formBoolean.optional(),
});

/** POST /v2/subscriber/invalidate_authentication: how many sessions of the household ended. */
export const signedOutAnswerSchema = z.object({ signed_out_sessions: z.number().int() });

/** POST /v2/subscriber/logout: nothing but `__meta__`. */
export const emptyAnswerSchema = z.object({});

/** POST /v2/subscriber/handover_code: a single-use code for a sign-in link, and its lifetime. */
export const handoverCodeAnswerSchema = z.object({
  code: z.string(),
  expires_in: z.number().int(),
});

/**
 * POST /v2/subscriber/authenticate_with_cookie with `anonymous_ok` and no session.
 * `cookie_refused`: the request came with an auth cookie the server refused (unknown, forged or
 * ended) and cleared; the client then clears its stored credentials too (account spec §8).
 */
export const anonymousSessionAnswerSchema = z.object({
  signed_in: z.literal(false),
  cookie_refused: z.literal(true).optional(),
});

/**
 * POST /v3/authenticate with `pin_prompt_ok`, a code alone and a household with a PIN: no
 * session yet, and the household whose PIN the next step asks for (alreadyActivated, §4).
 */
export const pinRequiredAnswerSchema = z.object({
  pin_required: z.literal(true),
  household: z.object({ uuid: z.string(), user_defined_pin: z.literal(true) }),
});
export type PinRequiredAnswer = z.infer<typeof pinRequiredAnswerSchema>;

/**
 * What /v3/authenticate answers: the account, or (with `pin_prompt_ok`) the PIN question. One
 * object whose fields are all optional, as the response writer needs an object (as for
 * authenticate_with_cookie below); the account fields are all there whenever a session starts.
 */
export const signInAnswerSchema = accountSchema.partial().extend({
  pin_required: z.literal(true).optional(),
});

/**
 * What authenticate_with_cookie answers: the account, or (with `anonymous_ok`) no session,
 * `{ signed_in: false }`. One object whose fields are all optional, as the response writer
 * needs an object; the account fields are all there whenever a household is signed in.
 */
export const cookieSignInAnswerSchema = accountSchema.partial().extend({
  signed_in: z.literal(false).optional(),
  cookie_refused: z.literal(true).optional(),
});
