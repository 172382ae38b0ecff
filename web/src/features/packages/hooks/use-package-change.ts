import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { SUCCESS_SPINNER_MS, formatDisplayDate, type PlanChangeAnswer } from '@app/domain';
import type { ToastTone } from '#app/ui/toast.tsx';
import { useSubscribeToPlan } from '#app/features/packages/api/subscribe-to-plan.ts';
import { useUnsubscribeFromPlan } from '#app/features/packages/api/unsubscribe-from-plan.ts';
import {
  IDLE,
  answerUltimateOffer,
  isAlertFailure,
  packageFailureOf,
  startChange,
  type ChangeStep,
  type PackageFailure,
  type PackageRequest,
  type UltimateOffer,
} from '#app/features/packages/package-change.ts';
import { acceptPackageTerms, packageTermsAccepted } from '#app/features/packages/package-terms.ts';

interface PackageChangeOptions {
  householdUuid: string;
  showToast: (text: string, tone?: ToastTone) => void;
  /** The change is over (done or failed and told): the page puts focus back on the plan. */
  onSettled: (planId: number) => void;
}

/** One pack change at a time, step by step (see ChangeStep), with its outcome told. */
export function usePackageChange({ householdUuid, showToast, onSettled }: PackageChangeOptions) {
  const { t } = useTranslation();
  const [step, setStep] = useState<ChangeStep>(IDLE);
  const subscribe = useSubscribeToPlan();
  const unsubscribe = useUnsubscribeFromPlan();
  const termsAccepted = () => packageTermsAccepted(householdUuid);

  function succeeded({ planName: plan, action }: PackageRequest, answer: PlanChangeAnswer) {
    if (action !== 'cancel') showToast(t(`packages.done.${action}`, { plan }));
    else if (answer.expiry_time)
      showToast(t('packages.done.cancel', { plan, date: formatDisplayDate(answer.expiry_time) }));
    else showToast(t('packages.done.cancelNoDate', { plan }));
  }

  function toastFailure({ planName: plan }: PackageRequest, failure: PackageFailure) {
    if (failure.kind === 'deprecated') {
      showToast(
        failure.upgrade
          ? t('packages.failed.deprecated', { plan, upgrade: failure.upgrade.name })
          : t('packages.failed.deprecatedNoUpgrade', { plan }),
        'error',
      );
    } else {
      showToast(t('errors.network-or-server-connection-error'), 'error');
    }
  }

  async function run(request: PackageRequest) {
    setStep({ name: 'working', request });
    try {
      const answer =
        request.action === 'cancel'
          ? await unsubscribe.mutateAsync(request.planId)
          : await subscribe.mutateAsync(request.planId);
      setStep({ name: 'done', request, answer });
    } catch (error) {
      const failure = packageFailureOf(error);
      if (failure.kind === 'pin-required') {
        setStep({ name: 'pin', request });
      } else if (isAlertFailure(failure)) {
        setStep({ name: 'failed', request, failure });
      } else {
        setStep(IDLE);
        toastFailure(request, failure);
        onSettled(request.planId);
      }
    }
  }

  // The success spinner (account spec §9) stays SUCCESS_SPINNER_MS, then the toast tells the change.
  const settle = useEffectEvent((request: PackageRequest, answer: PlanChangeAnswer) => {
    setStep(IDLE);
    succeeded(request, answer);
    onSettled(request.planId);
  });
  useEffect(() => {
    if (step.name !== 'done') return;
    const timer = setTimeout(() => settle(step.request, step.answer), SUCCESS_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [step]);

  return {
    step,
    /** A button was pressed; `ultimate` when adding this pack should offer Ultimate instead. */
    start(request: PackageRequest, ultimate: UltimateOffer | null) {
      setStep(startChange(request, { ultimate, termsAccepted: termsAccepted() }));
    },
    answerUltimateOffer(takeUltimate: boolean) {
      if (step.name === 'offer-ultimate')
        setStep(answerUltimateOffer(step, takeUltimate, termsAccepted()));
    },
    acceptTerms() {
      if (step.name !== 'terms') return;
      acceptPackageTerms(householdUuid);
      setStep({ name: 'pin', request: step.request });
    },
    pinVerified() {
      if (step.name === 'pin') void run(step.request);
    },
    /** Closes the step on screen: nothing changes (or, after a failure, the alert is read). */
    close() {
      const settledPlan = step.name === 'failed' ? step.request.planId : null;
      setStep(IDLE);
      if (settledPlan !== null) onSettled(settledPlan);
    },
  };
}
