import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeAnswer } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { reloadSession } from '#app/lib/session/session-actions.ts';

/**
 * POST /v2/subscriber/plan/{id}/unsubscribe (account spec §7): cancels a pack, which runs to the
 * end of the period paid for (`expiry_time`). Needs a PIN proven in the last 5 minutes.
 */
export async function unsubscribeFromPlan(planId: number): Promise<PlanChangeAnswer> {
  const { expiry_time } = await apiPost<PlanChangeAnswer>(
    `/v2/subscriber/plan/${planId}/unsubscribe`,
    { plan_id: planId },
    { timeout: 'mid' },
  );
  return { expiry_time };
}

export function useUnsubscribeFromPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeFromPlan,
    onSettled: () => reloadSession(queryClient),
  });
}
