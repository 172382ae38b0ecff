import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Modal } from '#app/ui/modal.tsx';

interface PackageTermsDialogProps {
  open: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/**
 * The package terms modal (account spec §2), accepted before the first subscription: how packs
 * are billed and cancelled (marketing spec §4; docs/decisions/0005-pack-billing.md).
 */
export function PackageTermsDialog({ open, onAccept, onClose }: PackageTermsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('packages.terms.title')}>
      <div className="package-dialog">
        <p>{t('packages.terms.intro')}</p>
        <ul className="package-dialog__terms">
          <li>{t('packages.terms.billing', { brand: t('brand.name') })}</li>
          <li>{t('packages.terms.cancel')}</li>
          <li>{t('packages.terms.ultimate')}</li>
          <li>{t('packages.terms.event')}</li>
        </ul>
        <div className="package-dialog__actions">
          <button type="button" className="button" onClick={onAccept}>
            {t('packages.terms.accept')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('packages.terms.decline')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
