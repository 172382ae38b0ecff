import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { formatPrice } from '@app/domain';
import { CheckPinDialog } from '#app/lib/session/components/check-pin-dialog.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import type { PurchaseFlow, PurchaseStep } from '#app/features/commerce/hooks/use-purchase-flow.ts';
import { itemName } from '#app/features/commerce/item-name.ts';
import { CancelButton, PurchaseAlert } from './purchase-alert.tsx';
import { OrderRecap, RentalTerms } from './order-text.tsx';
import { ChooseOptionDialog } from './choose-option-dialog.tsx';
import { FailedDialog, SuccessDialog } from './purchase-outcome-dialogs.tsx';
import './commerce.css';

/** The modal of the purchase flow's current step (account spec §2 modals, §4, §8). */
export function PurchaseDialogs({ flow }: { flow: PurchaseFlow }) {
  const { t } = useTranslation();
  const { step } = flow;
  switch (step.name) {
    case 'idle':
      return null;
    case 'preparing':
    case 'working':
      return (
        <Modal open onClose={flow.close} title={t(`commerce.flow.${step.name}`)}>
          <Spinner label={t(`commerce.flow.${step.name}`)} />
        </Modal>
      );
    case 'restricted':
      return (
        <PurchaseAlert title={t('session.restricted.title')} onClose={flow.close}>
          <p>{t('session.restricted.text')}</p>
        </PurchaseAlert>
      );
    case 'already-purchased':
      return (
        <PurchaseAlert title={t('commerce.flow.alreadyPurchased.title')} onClose={flow.close}>
          <p>{t('commerce.flow.alreadyPurchased.text', { title: itemName(step.title) })}</p>
        </PurchaseAlert>
      );
    case 'mobile-warning':
      return (
        <Modal open onClose={flow.close} title={t('commerce.flow.mobile.title')}>
          <div className="purchase-dialog">
            <p>{t('commerce.flow.mobile.text', { title: itemName(step.context.title) })}</p>
            <div className="purchase-dialog__actions">
              <button type="button" className="button" onClick={flow.acceptMobileWarning}>
                {t('commerce.flow.mobile.continue')}
              </button>
              <CancelButton onClick={flow.close} />
            </div>
          </div>
        </Modal>
      );
    case 'choose-item':
      return <ChooseItemDialog step={step} flow={flow} />;
    case 'choose-option':
      return <ChooseOptionDialog step={step} flow={flow} />;
    case 'pin':
      return (
        <CheckPinDialog
          open
          intro={t('commerce.flow.pin', { title: itemName(step.choice.item) })}
          recap={<OrderRecap choice={step.choice} />}
          onVerified={flow.pinVerified}
          onClose={flow.close}
        />
      );
    case 'confirm':
      return <ConfirmDialog step={step} flow={flow} />;
    case 'success':
      return <SuccessDialog step={step} onClose={flow.close} />;
    case 'failed':
      return <FailedDialog step={step} flow={flow} />;
  }
}

function ChooseItemDialog({
  step,
  flow,
}: {
  step: Extract<PurchaseStep, { name: 'choose-item' }>;
  flow: PurchaseFlow;
}) {
  const { t } = useTranslation();
  const { title, season } = step.context;
  return (
    <Modal open onClose={flow.close} title={t('commerce.flow.item.title')}>
      <div className="purchase-dialog">
        <p>{t('commerce.flow.item.intro')}</p>
        <div className="purchase-dialog__choices">
          <button type="button" className="button" onClick={() => flow.chooseItem(title)}>
            {t('commerce.flow.item.episode', { title: title.title })}
          </button>
          {season && (
            <button type="button" className="button" onClick={() => flow.chooseItem(season)}>
              {t('commerce.flow.item.season', { season: itemName(season) })}
            </button>
          )}
        </div>
        <div className="purchase-dialog__actions">
          <CancelButton onClick={flow.close} />
        </div>
      </div>
    </Modal>
  );
}

function ConfirmDialog({
  step,
  flow,
}: {
  step: Extract<PurchaseStep, { name: 'confirm' }>;
  flow: PurchaseFlow;
}) {
  const { t } = useTranslation();
  const { item, option, credit } = step.choice;
  const values = {
    title: itemName(item),
    format: option.format.toUpperCase(),
    price: formatPrice(option.price),
  };
  const text = credit
    ? t(`commerce.flow.confirm.${option.kind}WithCredit`, values)
    : t(`commerce.flow.confirm.${option.kind}`, values);
  return (
    <Modal open onClose={flow.close} title={t('commerce.flow.confirm.title')}>
      <div className="purchase-dialog">
        <p>{text}</p>
        {option.kind === 'rent' && <RentalTerms />}
        <div className="purchase-dialog__actions">
          <button type="button" className="button" onClick={flow.confirm}>
            {credit ? t('commerce.flow.confirm.submitCredit') : t('commerce.flow.confirm.submit')}
          </button>
          <CancelButton onClick={flow.close} />
        </div>
      </div>
    </Modal>
  );
}
