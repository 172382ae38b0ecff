import { useEffect } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { PURCHASE_SUCCESS_CLOSE_MS, formatDisplayDate } from '@app/domain';
import { PaymentHelpLinks } from '#app/lib/session/components/payment-help-links.tsx';
import { paths } from '#app/config/paths.ts';
import { Modal } from '#app/ui/modal.tsx';
import { onMobileBrowser } from '#app/lib/mobile-browser.ts';
import type { PurchaseFlow, PurchaseStep } from '#app/features/commerce/hooks/use-purchase-flow.ts';
import { itemName } from '#app/features/commerce/item-name.ts';
import { PurchaseAlert } from './purchase-alert.tsx';

export function SuccessDialog({
  step,
  onClose,
}: {
  step: Extract<PurchaseStep, { name: 'success' }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { item, option, credit } = step.choice;
  // Account spec §9: the success modal closes by itself after 4 s on desktop.
  useEffect(() => {
    if (onMobileBrowser()) return;
    const timer = setTimeout(onClose, PURCHASE_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const expires = step.entitlement?.expires ?? null;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('commerce.flow.success.title', { title: itemName(item) })}
    >
      <div className="purchase-dialog" role="status">
        <p>
          {option.kind === 'rent' && expires
            ? t('commerce.flow.success.rented', {
                date: formatDisplayDate(expires),
              })
            : t('commerce.flow.success.bought')}
        </p>
        {credit && <p>{t('commerce.flow.success.creditUsed')}</p>}
        <div className="purchase-dialog__actions">
          <Link className="button" to={paths.myStuff.getHref()} onClick={onClose}>
            {t('commerce.flow.success.myStuff')}
          </Link>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('commerce.flow.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

export function FailedDialog({
  step,
  flow,
}: {
  step: Extract<PurchaseStep, { name: 'failed' }>;
  flow: PurchaseFlow;
}) {
  const { t } = useTranslation();
  if (step.kind === 'declined') {
    return (
      <PurchaseAlert title={t('commerce.flow.failed.declinedTitle')} onClose={flow.close}>
        <p>{t('commerce.flow.failed.declined')}</p>
        <PaymentHelpLinks />
      </PurchaseAlert>
    );
  }
  if (step.kind === 'restricted') {
    return (
      <PurchaseAlert title={t('session.restricted.title')} onClose={flow.close}>
        <p>{t('session.restricted.text')}</p>
      </PurchaseAlert>
    );
  }
  if (step.kind === 'connection') {
    return (
      <Modal open onClose={flow.close} title={t('commerce.flow.failed.connectionTitle')}>
        <div className="purchase-dialog" role="alert">
          <p>{t('errors.network-or-server-connection-error')}</p>
          <div className="purchase-dialog__actions">
            {step.choice && (
              <button type="button" className="button" onClick={flow.retry}>
                {t('commerce.flow.failed.retry')}
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={flow.close}>
              {t('commerce.flow.close')}
            </button>
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <PurchaseAlert title={t('commerce.flow.failed.title')} onClose={flow.close}>
      <p>{t('commerce.flow.failed.text')}</p>
      {step.message && <p>{t('commerce.flow.failed.reason', { message: step.message })}</p>}
    </PurchaseAlert>
  );
}
