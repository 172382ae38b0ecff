import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, Navigate } from 'react-router';
import { formatDisplayDate, type StreamingBundle } from '@app/domain';
import { BUNDLE_PARTNER_ACCOUNT_URL } from '#app/config/bundle.ts';
import { paths } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { useBundleAccount } from '#app/features/bundle/api/get-bundle-account.ts';
import {
  isBillingHold,
  useBillingHoldRedirect,
} from '#app/features/bundle/hooks/use-billing-hold-redirect.ts';
import { BundlePage, NoBundlePage } from './bundle-page.tsx';

/**
 * /{bundle}-account: the streaming bundle's account (account spec §2): when it was activated,
 * whether it gives access, and a way to the partner's own account page.
 */
export function BundleAccountPage() {
  const { account } = useSession();
  const bundle = account?.streaming_bundle ?? null;
  if (!bundle) return <NoBundlePage />;
  if (bundle.billing_hold) return <Navigate to={paths.bundleHold.getHref()} replace />;
  return <BundleAccount initial={bundle} />;
}

function BundleAccount({ initial }: { initial: StreamingBundle }) {
  const { t } = useTranslation();
  const product = t('bundle.productName');
  const check = useBundleAccount({ initial, poll: false });
  useBillingHoldRedirect(check.error);
  const bundle = check.data;

  return (
    <BundlePage title={t('bundle.account.title', { product })}>
      <dl className="bundle-page__facts" aria-busy={check.isFetching}>
        <div>
          <dt>{t('bundle.account.activationDate')}</dt>
          <dd>
            {bundle.activation_date
              ? formatDisplayDate(bundle.activation_date)
              : t('bundle.account.notActivated')}
          </dd>
        </div>
        <div>
          <dt>{t('bundle.account.access')}</dt>
          <dd>
            {bundle.has_access
              ? t('bundle.account.accessYes', { product })
              : t('bundle.account.accessNo')}
          </dd>
        </div>
      </dl>
      <p className="bundle-page__links">
        {!bundle.has_access && (
          <Link to={paths.bundleActivation.getHref()}>
            {t('bundle.account.activate', { product })}
          </Link>
        )}
        <a href={BUNDLE_PARTNER_ACCOUNT_URL} target="_blank" rel="noopener noreferrer">
          {t('bundle.account.manage', { product })}{' '}
          <span className="bundle-page__note">{t('bundle.account.newTab')}</span>
        </a>
      </p>
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
