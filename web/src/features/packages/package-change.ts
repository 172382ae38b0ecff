import type { PlanChangeAnswer, UpgradePlan } from '@app/domain';
import { NETWORK_ERROR_CODE, isApiError } from '#app/api/client.ts';

/** What a button on My Packages asks for (account spec §4). */
export type PackageAction = 'add' | 'upgrade' | 'resubscribe' | 'cancel';

export interface PackageRequest {
  planId: number;
  planName: string;
  action: PackageAction;
}

/**
 * The steps of one pack change: the Ultimate offer (a 4th skinny pack), the package terms (before
 * the first subscription), the PIN (every change: the server wants one proven in the last 5
 * minutes), the call, and an alert when it fails.
 */
export type ChangeStep =
  | { name: 'idle' }
  | { name: 'offer-ultimate'; request: PackageRequest; ultimate: UltimateOffer }
  | { name: 'terms'; request: PackageRequest }
  | { name: 'pin'; request: PackageRequest }
  | { name: 'working'; request: PackageRequest }
  /** The call succeeded: the success spinner shows before the toast says what changed. */
  | { name: 'done'; request: PackageRequest; answer: PlanChangeAnswer }
  | { name: 'failed'; request: PackageRequest; failure: AlertFailure };

export interface UltimateOffer {
  planId: number;
  planName: string;
}

export const IDLE: ChangeStep = { name: 'idle' };

const subscribes = (action: PackageAction) => action !== 'cancel';

/** Where a change starts: the Ultimate offer first if it applies, then terms or the PIN. */
export function startChange(
  request: PackageRequest,
  { ultimate, termsAccepted }: { ultimate: UltimateOffer | null; termsAccepted: boolean },
): ChangeStep {
  if (request.action === 'add' && ultimate) return { name: 'offer-ultimate', request, ultimate };
  return afterOffer(request, termsAccepted);
}

/** After the Ultimate offer: the customer takes Ultimate, or keeps to the pack they chose. */
export function answerUltimateOffer(
  step: Extract<ChangeStep, { name: 'offer-ultimate' }>,
  takeUltimate: boolean,
  termsAccepted: boolean,
): ChangeStep {
  const request: PackageRequest = takeUltimate
    ? { planId: step.ultimate.planId, planName: step.ultimate.planName, action: 'upgrade' }
    : step.request;
  return afterOffer(request, termsAccepted);
}

function afterOffer(request: PackageRequest, termsAccepted: boolean): ChangeStep {
  if (subscribes(request.action) && !termsAccepted) return { name: 'terms', request };
  return { name: 'pin', request };
}

/** Failures said in an OK alert; the rest go in a toast (account spec §8). */
export type AlertFailure =
  | { kind: 'declined' }
  | { kind: 'included' }
  | { kind: 'not-cancellable' }
  | { kind: 'not-subscribed' }
  | { kind: 'restricted' }
  | { kind: 'other'; error: unknown };

export type PackageFailure =
  | AlertFailure
  /** The plan is deprecated: a toast names the plan that replaces it. */
  | { kind: 'deprecated'; upgrade: UpgradePlan | null }
  /** The PIN proof ran out before the call: ask for it again. */
  | { kind: 'pin-required' }
  | { kind: 'connection' };

/** How a refused pack change is told (account spec §8 Subscribe; docs/api.md Packs). */
export function packageFailureOf(error: unknown): PackageFailure {
  if (!isApiError(error)) return { kind: 'other', error };
  switch (error.code) {
    case 'ERR_ISP_REFUSED':
      return { kind: 'declined' };
    case 'UPGRADE_TO_MASTER': {
      return { kind: 'deprecated', upgrade: upgradePlanOf(error.answer?.upgrade_plan) };
    }
    case 'ERR_PLAN_INCLUDED':
      return { kind: 'included' };
    case 'ERR_PLAN_NOT_CANCELLABLE':
      return { kind: 'not-cancellable' };
    case 'ERR_NOT_SUBSCRIBED':
      return { kind: 'not-subscribed' };
    case 'NO_PURCHASE_ALLOWED':
      return { kind: 'restricted' };
    case 'ERR_PIN_REQUIRED':
      return { kind: 'pin-required' };
    case NETWORK_ERROR_CODE:
      return { kind: 'connection' };
    default:
      return { kind: 'other', error };
  }
}

/**
 * The `upgrade_plan` beside UPGRADE_TO_MASTER's `__meta__`. Checked by hand rather than with the
 * domain's zod schema, which would bring zod into the page's code for two fields.
 */
function upgradePlanOf(value: unknown): UpgradePlan | null {
  const plan = value as Partial<UpgradePlan> | null | undefined;
  return typeof plan?.id === 'number' && typeof plan.name === 'string'
    ? { id: plan.id, name: plan.name }
    : null;
}

export function isAlertFailure(failure: PackageFailure): failure is AlertFailure {
  return (
    failure.kind !== 'deprecated' &&
    failure.kind !== 'pin-required' &&
    failure.kind !== 'connection'
  );
}
