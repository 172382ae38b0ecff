import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { isDirectAccount, isRetailProvider } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';

/** The help article on paying: cards, billing dates (help centre, account and billing). */
export const BILLING_ARTICLE_HREF = '/faqs/account-and-billing/billing';

/**
 * Where to fix a payment problem (issue 18): a provider's customer pays the provider, so is sent
 * to the providers' contacts; our own customers get the billing article and our contact form
 * (the retail site's form for retail customers).
 */
export function PaymentHelpLinks() {
  const { t } = useTranslation();
  const { account } = useSession();
  const provider = account?.isp.name ?? '';
  if (account && !isDirectAccount(provider)) {
    return (
      <p className="payment-help">
        <Link to={paths.contactUs.getHref('isps')}>
          {t('session.paymentHelp.provider', { provider })}
        </Link>
      </p>
    );
  }
  return (
    <p className="payment-help">
      <Link to={BILLING_ARTICLE_HREF}>{t('session.paymentHelp.article')}</Link>{' '}
      <Link to={paths.contactUs.getHref(isRetailProvider(provider) ? 'retail' : 'general')}>
        {t('session.paymentHelp.contact')}
      </Link>
    </p>
  );
}
