import type { ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Modal } from '#app/ui/modal.tsx';

export function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      {t('commerce.flow.cancel')}
    </button>
  );
}

/** A step that only tells something: its words and OK, read out as an alert. */
export function PurchaseAlert({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={title}>
      <div className="purchase-dialog" role="alert">
        {children}
        <div className="purchase-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('commerce.flow.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
