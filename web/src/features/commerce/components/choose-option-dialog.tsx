import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { creditForOption, formatPrice, priceOptionsOf, type PriceOption } from '@app/domain';
import { Modal } from '#app/ui/modal.tsx';
import type { PurchaseFlow, PurchaseStep } from '#app/features/commerce/hooks/use-purchase-flow.ts';
import { itemName } from '#app/features/commerce/item-name.ts';
import { CancelButton } from './purchase-alert.tsx';
import { RentalTerms, optionName, priceText } from './order-text.tsx';

/** The ways to watch and their prices, with the credit that can pay for the chosen one. */
export function ChooseOptionDialog({
  step,
  flow,
}: {
  step: Extract<PurchaseStep, { name: 'choose-option' }>;
  flow: PurchaseFlow;
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
