import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { PaymentHelpLinks } from '#app/lib/session/components/payment-help-links.tsx';
import { BundlePage } from './bundle-page.tsx';

/**
 * /{bundle}-hold: where ERR_BILLING_HOLD leads (account spec §8). Says what the billing problem
 * means and what to do; access comes back by itself once a payment goes through (marketing
 * spec §4).
 */
export function BundleHoldPage() {
  const { t } = useTranslation();
  const whatToDoId = useId();
  const product = t('bundle.productName');
  const brand = t('brand.name');
  return (
    <BundlePage title={t('bundle.hold.title', { product })}>
      <div className="bundle-page__alert" role="note">
        <p>{t('bundle.hold.text', { product })}</p>
      </div>
      <section className="bundle-page__section" aria-labelledby={whatToDoId}>
        <h2 id={whatToDoId}>{t('bundle.hold.whatToDo')}</h2>
        <ol className="bundle-page__steps">
          <li>{t('bundle.hold.card', { brand })}</li>
          <li>{t('bundle.hold.update')}</li>
          <li>{t('bundle.hold.resume', { product })}</li>
        </ol>
        <PaymentHelpLinks />
        <p className="bundle-page__links">
          <Link to={paths.settings.getHref()}>{t('bundle.hold.settings')}</Link>
        </p>
      </section>
    </BundlePage>
  );
}
