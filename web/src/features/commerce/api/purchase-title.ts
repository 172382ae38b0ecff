import type { PurchaseAnswer, PurchaseBody } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { trackEvent } from '#app/lib/events/index.ts';

/**
 * POST /v2/vod/purchase (account spec §7, mid time-out). The idempotency key makes a retry of the
 * same purchase safe: the server replays its first answer instead of charging again.
 */
export async function purchaseTitle(
  body: Required<
    Pick<PurchaseBody, 'title_id' | 'content_format' | 'duration' | 'idempotency_key'>
  > & {
    free_vod: boolean;
  },
): Promise<PurchaseAnswer> {
  const { __meta__: _meta, ...answer } = await apiPost<PurchaseAnswer>(
    '/v2/vod/purchase',
    {
      title_id: body.title_id,
      content_format: body.content_format,
      duration: body.duration,
      free_vod: body.free_vod ? 1 : undefined,
      idempotency_key: body.idempotency_key,
    },
    { timeout: 'mid' },
  );
  trackEvent('purchase', {
    titleId: body.title_id,
    format: body.content_format,
    duration: body.duration,
    free: body.free_vod,
  });
  return answer;
}

/** A fresh key per purchase attempt: 32 hex digits (getRandomValues works outside https too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
