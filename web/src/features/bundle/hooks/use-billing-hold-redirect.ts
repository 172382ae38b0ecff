import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '#app/api/client.ts';
import { paths } from '#app/config/paths.ts';

export function isBillingHold(error: unknown): boolean {
  return isApiError(error) && error.code === 'ERR_BILLING_HOLD';
}

/** ERR_BILLING_HOLD from either bundle call leads to the hold page (account spec §8). */
export function useBillingHoldRedirect(...errors: unknown[]): void {
  const navigate = useNavigate();
  const onHold = errors.some(isBillingHold);
  useEffect(() => {
    if (onHold) void navigate(paths.bundleHold.getHref(), { replace: true });
  }, [onHold, navigate]);
}
