import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  PURCHASE_SUCCESS_CLOSE_MS,
  RENTAL_TERMS,
  creditForOption,
  formatPrice,
  priceOptionsOf,
  type CreditKind,
  type PriceOption,
  formatDisplayDate,
} from '@app/domain';
import { PaymentHelpLinks } from '#app/lib/session/components/payment-help-links.tsx';
import { paths } from '#app/config/paths.ts';
import { CheckPinDialog } from '#app/lib/session/components/check-pin-dialog.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { onMobileBrowser } from '#app/lib/mobile-browser.ts';
import type {
  PurchaseChoice,
  PurchaseStep,
  usePurchaseFlow,
} from '#app/features/commerce/hooks/use-purchase-flow.ts';
import { itemName } from '#app/features/commerce/item-name.ts';
import './commerce.css';

type Flow = ReturnType<typeof usePurchaseFlow>;

/** The modal of the purchase flow's current step (account spec §2 modals, §4, §8). */
export function PurchaseDialogs({ flow }: { flow: Flow }) {
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
        <Alert title={t('session.restricted.title')} onClose={flow.close}>
          <p>{t('session.restricted.text')}</p>
        </Alert>
      );
    case 'already-purchased':
      return (
        <Alert title={t('commerce.flow.alreadyPurchased.title')} onClose={flow.close}>
          <p>{t('commerce.flow.alreadyPurchased.text', { title: itemName(step.title) })}</p>
        </Alert>
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

function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      {t('commerce.flow.cancel')}
    </button>
  );
}

function Alert({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
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

function ChooseItemDialog({
  step,
  flow,
}: {
  step: Extract<PurchaseStep, { name: 'choose-item' }>;
  flow: Flow;
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

function RentalTerms() {
  const { t } = useTranslation();
  return (
    <p className="purchase-dialog__terms">
      {t('commerce.flow.terms', {
        days: RENTAL_TERMS.daysToStart,
        hours: RENTAL_TERMS.hoursFromFirstPlay,
      })}
    </p>
  );
}

/** "Rent in HD": the way to watch without its price. */
function optionName(t: TFunction, option: PriceOption) {
  const words = { format: option.format.toUpperCase() };
  // Spelt out rather than a template key, which makes i18next's key types too deep for tsc.
  return option.kind === 'rent'
    ? t('commerce.flow.option.rent', words)
    : t('commerce.flow.option.buy', words);
}

/** What an option costs: its dollars, or the credit that pays for it when one is used. */
function priceText(t: TFunction, option: PriceOption, credit: CreditKind | null) {
  if (credit === 'vod') return t('commerce.flow.price.movieCredit');
  if (credit === 'episode') return t('commerce.flow.price.episodeCredit');
  return formatPrice(option.price);
}

/** The order being confirmed: what, which way and for what (dollars or a credit). */
function OrderRecap({ choice }: { choice: PurchaseChoice }) {
  const { t } = useTranslation();
  const { item, option, credit } = choice;
  return (
    <div className="purchase-recap" role="group" aria-label={t('commerce.flow.recap.label')}>
      <dl className="purchase-recap__list">
        <div className="purchase-recap__row">
          <dt>{t('commerce.flow.recap.title')}</dt>
          <dd>{itemName(item)}</dd>
        </div>
        <div className="purchase-recap__row">
          <dt>{t('commerce.flow.recap.option')}</dt>
          <dd>{optionName(t, option)}</dd>
        </div>
        <div className="purchase-recap__row">
          <dt>{t('commerce.flow.recap.price')}</dt>
          <dd className="purchase-recap__price">{priceText(t, option, credit)}</dd>
        </div>
      </dl>
    </div>
  );
}

function ChooseOptionDialog({
  step,
  flow,
}: {
  step: Extract<PurchaseStep, { name: 'choose-option' }>;
  flow: Flow;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const options = priceOptionsOf(step.item.price_rules);
  const [selectedId, setSelectedId] = useState(options[0]?.priceRuleId ?? 0);
  const [useCredit, setUseCredit] = useState(true);
  const selected = options.find((o) => o.priceRuleId === selectedId) ?? options[0];
  const { counts } = step.context;
  const creditFor = (option: PriceOption) => creditForOption(step.item, option, counts);
  const credit = selected ? creditFor(selected) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (selected) flow.chooseOption(selected, credit !== null && useCredit);
  }

  return (
    <Modal
      open
      onClose={flow.close}
      title={t('commerce.flow.option.title', { title: itemName(step.item) })}
    >
      <form className="purchase-dialog" onSubmit={submit}>
        <fieldset className="purchase-dialog__options">
          <legend id={legendId}>{t('commerce.flow.option.legend')}</legend>
          {options.map((option) => {
            // With the credit ticked, an option it pays for costs the credit, not dollars.
            const paidBy = useCredit ? creditFor(option) : null;
            return (
              <label key={option.priceRuleId} className="choice purchase-dialog__option">
                <input
                  type="radio"
                  name="price-option"
                  value={option.priceRuleId}
                  checked={option.priceRuleId === selected?.priceRuleId}
                  onChange={() => setSelectedId(option.priceRuleId)}
                />
                <span className="purchase-dialog__option-name">{optionName(t, option)}</span>{' '}
                <span className="visually-hidden">{t('commerce.flow.option.for')}</span>{' '}
                <span
                  className={
                    paidBy
                      ? 'purchase-dialog__price purchase-dialog__price--credit'
                      : 'purchase-dialog__price'
                  }
                >
                  {priceText(t, option, paidBy)}
                </span>
                {paidBy && ' '}
                {paidBy && (
                  // The cash price stays in sight, so the customer sees what the credit saves.
                  <span className="purchase-dialog__cash">
                    {t('commerce.flow.option.insteadOf', { price: formatPrice(option.price) })}
                  </span>
                )}
              </label>
            );
          })}
        </fieldset>
        {credit && (
          <label className="choice purchase-dialog__credit">
            <input
              type="checkbox"
              checked={useCredit}
              onChange={(event) => setUseCredit(event.target.checked)}
            />
            {credit === 'vod'
              ? t('commerce.flow.option.useMovieCredit', { count: counts.vodCount })
              : t('commerce.flow.option.useEpisodeCredit', { count: counts.episodeCount })}
          </label>
        )}
        {selected?.kind === 'rent' && <RentalTerms />}
        <div className="purchase-dialog__actions">
          <button type="submit" className="button">
            {t('commerce.flow.continue')}
          </button>
          <CancelButton onClick={flow.close} />
        </div>
      </form>
    </Modal>
  );
}

function ConfirmDialog({
  step,
  flow,
}: {
  step: Extract<PurchaseStep, { name: 'confirm' }>;
  flow: Flow;
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

function SuccessDialog({
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

function FailedDialog({
  step,
  flow,
}: {
  step: Extract<PurchaseStep, { name: 'failed' }>;
  flow: Flow;
}) {
  const { t } = useTranslation();
  if (step.kind === 'declined') {
    return (
      <Alert title={t('commerce.flow.failed.declinedTitle')} onClose={flow.close}>
        <p>{t('commerce.flow.failed.declined')}</p>
        <PaymentHelpLinks />
      </Alert>
    );
  }
  if (step.kind === 'restricted') {
    return (
      <Alert title={t('session.restricted.title')} onClose={flow.close}>
        <p>{t('session.restricted.text')}</p>
      </Alert>
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
    <Alert title={t('commerce.flow.failed.title')} onClose={flow.close}>
      <p>{t('commerce.flow.failed.text')}</p>
      {step.message && <p>{t('commerce.flow.failed.reason', { message: step.message })}</p>}
    </Alert>
  );
}
