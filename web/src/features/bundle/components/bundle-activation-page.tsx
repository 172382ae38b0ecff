import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, Navigate } from 'react-router';
import { formatDisplayDate, type StreamingBundle } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { ErrorState, useErrorMessage } from '#app/ui/error-state.tsx';
import { useActivateBundle } from '#app/features/bundle/api/activate-bundle.ts';
import { useBundleAccount } from '#app/features/bundle/api/get-bundle-account.ts';
import {
  isBillingHold,
  useBillingHoldRedirect,
} from '#app/features/bundle/hooks/use-billing-hold-redirect.ts';
import { BundlePage, NoBundlePage } from './bundle-page.tsx';

/**
 * /{bundle}: activating the streaming bundle (account spec §2, §4). Until it gives access the
 * page checks the account's activation-check URL every 10 s (§9), so activating on the
 * partner's side shows here by itself; the Activate button does it from here.
 */
export function BundleActivationPage() {
  const { account } = useSession();
  const bundle = account?.streaming_bundle ?? null;
  if (!bundle) return <NoBundlePage />;
  if (bundle.billing_hold) return <Navigate to={paths.bundleHold.getHref()} replace />;
  return <BundleActivation initial={bundle} />;
}

function BundleActivation({ initial }: { initial: StreamingBundle }) {
  const { t } = useTranslation();
  const statusId = useId();
  const product = t('bundle.productName');
  const check = useBundleAccount({ initial, poll: true });
  const activate = useActivateBundle();
  const activateFailure = useErrorMessage(activate.error);
  useBillingHoldRedirect(check.error, activate.error);

  const bundle = check.data;
  return (
    <BundlePage title={t('bundle.activation.title', { product })}>
      <p className="bundle-page__intro">
        {t('bundle.activation.intro', { product, brand: t('brand.name') })}
      </p>
      <section className="bundle-page__section" aria-labelledby={statusId}>
        <h2 id={statusId}>{t('bundle.activation.statusHeading')}</h2>
        <div className="bundle-page__status" aria-live="polite">
          {bundle.has_access ? (
            <>
              <p>
                {bundle.activation_date &&
                  t('bundle.activation.activated', {
                    date: formatDisplayDate(bundle.activation_date),
                  })}{' '}
                {t('bundle.activation.hasAccess', { product })}
              </p>
              <Link to={paths.bundleAccount.getHref()}>
                {t('bundle.activation.accountLink', { product })}
              </Link>
            </>
          ) : (
            <>
              <p>{t('bundle.activation.notActivated')}</p>
              <p className="bundle-page__note">{t('bundle.activation.waiting')}</p>
            </>
          )}
        </div>
        {!bundle.has_access && (
          <button
            type="button"
            className="button"
            disabled={activate.isPending}
            onClick={() => activate.mutate()}
          >
            {activate.isPending
              ? t('bundle.activation.activating')
              : t('bundle.activation.activate', { product })}
          </button>
        )}
        {activate.isError && !isBillingHold(activate.error) && (
          <div className="bundle-page__alert" role="alert">
            <p className="bundle-page__alert-title">{t('bundle.activation.failed', { product })}</p>
            <p className="bundle-page__note">{activateFailure}</p>
          </div>
        )}
      </section>
      {check.isError && !isBillingHold(check.error) && (
        <ErrorState
          title={t('bundle.loadFailed', { product })}
          error={check.error}
          onRetry={() => void check.refetch()}
        />
      )}
    </BundlePage>
  );
}
