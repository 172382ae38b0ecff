import type { Account, ParentalControlsBody } from '@app/domain';
import { apiPost } from '#app/api/client.ts';

/** POST /v2/subscriber/parental_controls (docs/api.md): needs the PIN proven just before. */
export function setParentalLimit(limit: ParentalControlsBody['limit']): Promise<Account> {
  return apiPost<Account>('/v2/subscriber/parental_controls', { limit });
}
