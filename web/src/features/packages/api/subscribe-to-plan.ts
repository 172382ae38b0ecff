import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeAnswer } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { reloadSession } from '#app/lib/session/session-actions.ts';

/**
 * POST /v2/subscriber/plan/{id}/subscribe (account spec §7): adds a pack, upgrades to Ultimate or
 * takes back a cancellation. Needs a PIN proven in the last 5 minutes.
 */
export async function subscribeToPlan(planId: number): Promise<PlanChangeAnswer> {
  const { expiry_time } = await apiPost<PlanChangeAnswer>(
    `/v2/subscriber/plan/${planId}/subscribe`,
    { plan_id: planId },
    { timeout: 'mid' },
  );
  return { expiry_time };
}

export function useSubscribeToPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeToPlan,
    // The account answer carries the packs; also after a refusal, which may mean they changed.
    onSettled: () => reloadSession(queryClient),
  });
}
