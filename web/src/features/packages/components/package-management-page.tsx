import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { packageStates, ultimatePlanOf, type Account, type PackageState } from '@app/domain';
import { serverNow } from '#app/api/client.ts';
import { CheckPinDialog } from '#app/lib/session/components/check-pin-dialog.tsx';
import { RestrictedAccountNotice } from '#app/lib/session/components/restricted-account-notice.tsx';
import { useSession } from '#app/lib/session/use-session.ts';
import { LoadingStatus } from '#app/ui/loading-status.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { SpinnerOverlay } from '#app/ui/spinner-overlay.tsx';
import { Toast, useToast } from '#app/ui/toast.tsx';
import { usePackageChange } from '#app/features/packages/hooks/use-package-change.ts';
import type { PackageAction, UltimateOffer } from '#app/features/packages/package-change.ts';
import { PackageCard } from './package-card.tsx';
import { PackageChangeFailedDialog } from './package-change-failed-dialog.tsx';
import { PackageTermsDialog } from './package-terms-dialog.tsx';
import { UltimateUpgradeDialog } from './ultimate-upgrade-dialog.tsx';
import './packages.css';

/**
 * /account/settings/package-management, My Packages (account spec §2, §4): each plan with its
 * state and button. Restricted accounts see the 'Account Restricted' notice instead (§6). The
 * route's loader has signed the household in (mustLogIn, act_code, auth_cookie).
 */
export function PackageManagementPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { account, isRestricted } = useSession();

  return (
    <section className="packages-page" aria-labelledby={headingId}>
      <PageTitle title={t('packages.title')} />
      <h1 id={headingId}>{t('packages.title')}</h1>
      {isRestricted ? (
        <RestrictedAccountNotice />
      ) : account ? (
        <PackageList account={account} />
      ) : (
        <PackageListSkeleton label={t('packages.loading')} />
      )}
    </section>
  );
}

/** Cards of the final size while the account loads, so the page keeps its shape (issue 21). */
function PackageListSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus label={label}>
      <span className="skeleton skeleton--text packages-page__intro-skeleton" aria-hidden="true" />
      <ul className="package-list" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="skeleton package-card--skeleton" />
        ))}
      </ul>
    </LoadingStatus>
  );
}

function PackageList({ account }: { account: Account }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const headingIdOf = (planId: number) => `${idPrefix}-plan-${planId}`;
  const { toast, showToast, dismissToast } = useToast();

  // After a change, focus goes back to the plan's name (the spinner and dialogs took it away).
  // A layout effect, so focus moves in the same commit that shows the toast, not some time later.
  const focusPlan = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusPlan.current === null) return;
    document.getElementById(headingIdOf(focusPlan.current))?.focus();
    focusPlan.current = null;
  });

  const change = usePackageChange({
    householdUuid: account.household.uuid,
    showToast,
    onSettled: (planId) => {
      focusPlan.current = planId;
    },
  });

  const states = packageStates(account, serverNow());
  const ultimate = ultimatePlanOf(account.sorted_plans);
  const nameOf = (planId: number | null) =>
    account.sorted_plans.find((plan) => plan.id === planId)?.name ?? null;
  const ultimateOffer: UltimateOffer | null = ultimate
    ? { planId: ultimate.id, planName: ultimate.name }
    : null;

  function act(state: PackageState, action: PackageAction) {
    change.start(
      { planId: state.plan.id, planName: state.plan.name, action },
      state.offersUltimate ? ultimateOffer : null,
    );
  }

  const { step } = change;
  const skinny = states.filter((s) => s.plan.kind === 'skinny');

  return (
    <>
      <p className="packages-page__intro">{t('packages.intro', { brand: t('brand.name') })}</p>
      {states.length === 0 ? (
        <p>{t('packages.empty')}</p>
      ) : (
        <ul className="package-list" aria-label={t('packages.listLabel')}>
          {states.map((state) => (
            <PackageCard
              key={state.plan.id}
              state={state}
              headingId={headingIdOf(state.plan.id)}
              partOf={nameOf(state.plan.subset_of)}
              onAction={(action) => act(state, action)}
            />
          ))}
        </ul>
      )}

      <UltimateUpgradeDialog
        open={step.name === 'offer-ultimate'}
        ultimate={ultimate}
        planName={step.name === 'offer-ultimate' ? step.request.planName : ''}
        heldCount={skinny.filter((s) => s.ticked).length}
        includedNames={skinny.map((s) => s.plan.name)}
        onAnswer={(takeUltimate) => change.answerUltimateOffer(takeUltimate)}
        onClose={change.close}
      />
      <PackageTermsDialog
        open={step.name === 'terms'}
        onAccept={change.acceptTerms}
        onClose={change.close}
      />
      <CheckPinDialog
        open={step.name === 'pin'}
        intro={
          step.name === 'pin'
            ? t(`packages.pinIntro.${step.request.action}`, { plan: step.request.planName })
            : ''
        }
        onVerified={change.pinVerified}
        onClose={change.close}
      />
      <PackageChangeFailedDialog
        failed={step.name === 'failed' ? step : null}
        onClose={change.close}
      />
      {(step.name === 'working' || step.name === 'done') && (
        <SpinnerOverlay
          label={step.name === 'done' ? t('packages.updated') : t('packages.progress')}
          done={step.name === 'done'}
        />
      )}
      <Toast toast={toast} onDismiss={dismissToast} />
    </>
  );
}
