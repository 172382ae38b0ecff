import { z } from 'zod';
import { WISHLIST_LABEL } from '../constants.ts';
import { entitlementSchema } from './account.ts';
import { formBoolean, formInt, idParam } from './meta.ts';
import { contentFormatSchema } from './title.ts';

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, {
  error: 'idempotency_key must be 8–100 letters, digits or _ . : -',
});

/** POST /v2/vod/purchase (account spec §7; ARCHITECTURE.md). */
export const purchaseBodySchema = z.object({
  title_id: idParam,
  content_format: contentFormatSchema,
  /** Seconds of a rental, or -1 to buy. */
  duration: formInt(-1, 10 * 365 * 24 * 60 * 60).refine((d) => d === -1 || d > 0, {
    error: 'duration must be -1 (buy) or a rental length in seconds',
  }),
  free_vod: formBoolean.optional(),
  idempotency_key: idempotencyKeySchema.optional(),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

export const purchaseAnswerSchema = z.object({
  title_id: z.number().int(),
  entitlement: entitlementSchema,
  /** Cents charged; 0 when a credit paid. */
  price_charged: z.number().int(),
  credit_used: z.enum(['vod', 'episode']).nullable(),
  free_vod_count: z.number().int(),
  free_episode_count: z.number().int(),
});
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

export const wishlistChangeSchema = z.object({
  id: idParam,
  label: z
    .literal(WISHLIST_LABEL, { error: `label must be ${WISHLIST_LABEL}` })
    .default(WISHLIST_LABEL),
});

/** Wishlist (account spec §3): title id → when it was added (ISO-8601). */
export const wishlistAnswerSchema = z.object({
  VOD_WISHLIST: z.record(z.string(), z.string()),
});
export type WishlistAnswer = z.infer<typeof wishlistAnswerSchema>;

export const transactionHistoryItemSchema = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  root_parent_id: z.number().int().nullable(),
  display_name: z.string(),
  content_format: contentFormatSchema,
  duration: z.number().int(),
  free_vod: z.boolean(),
  price: z.number().int(),
  created: z.string(),
});
export type TransactionHistoryItem = z.infer<typeof transactionHistoryItemSchema>;

export const creditMovementSchema = z.object({
  kind: z.enum(['vod', 'episode']),
  delta: z.number().int(),
  reason: z.string(),
  created: z.string(),
});

export const transactionHistoryAnswerSchema = z.object({
  items: z.array(transactionHistoryItemSchema),
  credits: z.object({ vod_count: z.number().int(), episode_count: z.number().int() }),
  credit_movements: z.array(creditMovementSchema),
});
export type TransactionHistoryAnswer = z.infer<typeof transactionHistoryAnswerSchema>;

/** GET /v2/subscriber/wishlist: the language is accepted as the spec's client sends it. */
export const wishlistQuerySchema = z.object({ language: z.string().max(10).optional() });

/** GET /v2/vod/purchase/history/free: what the household holds, as in the account answer. */
export const entitlementHistoryAnswerSchema = z.object({
  entitlements: z.record(z.string(), entitlementSchema),
});
