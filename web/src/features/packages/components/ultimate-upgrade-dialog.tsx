import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { formatPrice, type Plan } from '@app/domain';
import { Modal } from '#app/ui/modal.tsx';

interface UltimateUpgradeDialogProps {
  open: boolean;
  ultimate: Plan | undefined;
  /** The skinny pack the customer asked to add. */
  planName: string;
  /** How many skinny packs they have now. */
  heldCount: number;
  /** The names of the packs Ultimate includes. */
  includedNames: string[];
  onAnswer: (takeUltimate: boolean) => void;
  onClose: () => void;
}

/**
 * The Ultimate upgrade modal (account spec §2, §4): adding a 4th skinny pack while 3 are active
 * offers Ultimate first. Nothing is bought until the customer chooses.
 */
export function UltimateUpgradeDialog({
  open,
  ultimate,
  planName,
  heldCount,
  includedNames,
  onAnswer,
  onClose,
}: UltimateUpgradeDialogProps) {
  const { t, i18n } = useTranslation();
  const name = ultimate?.name ?? '';
  const packs = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(includedNames);
  return (
    <Modal open={open} onClose={onClose} title={t('packages.upgradeOffer.title')}>
      <div className="package-dialog">
        <p>
          {t('packages.upgradeOffer.text', {
            count: heldCount,
            ultimate: name,
            packs,
            price: formatPrice(ultimate?.display_price ?? 0),
          })}
        </p>
        <p>{t('packages.upgradeOffer.question', { ultimate: name, plan: planName })}</p>
        <div className="package-dialog__actions">
          <button type="button" className="button" onClick={() => onAnswer(true)}>
            {t('packages.upgradeOffer.accept', { ultimate: name })}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onAnswer(false)}
          >
            {t('packages.upgradeOffer.decline', { plan: planName })}
          </button>
        </div>
      </div>
    </Modal>
  );
}
