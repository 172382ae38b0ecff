import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { TFunction } from '#app/lib/i18n/translator.ts';
import { RENTAL_TERMS, formatPrice, type CreditKind, type PriceOption } from '@app/domain';
import type { PurchaseChoice } from '#app/features/commerce/hooks/use-purchase-flow.ts';
import { itemName } from '#app/features/commerce/item-name.ts';

export function RentalTerms() {
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
export function optionName(t: TFunction, option: PriceOption) {
  const words = { format: option.format.toUpperCase() };
  // Spelt out rather than a template key, so that tsc checks each key.
  return option.kind === 'rent'
    ? t('commerce.flow.option.rent', words)
    : t('commerce.flow.option.buy', words);
}

/** What an option costs: its dollars, or the credit that pays for it when one is used. */
export function priceText(t: TFunction, option: PriceOption, credit: CreditKind | null) {
  if (credit === 'vod') return t('commerce.flow.price.movieCredit');
  if (credit === 'episode') return t('commerce.flow.price.episodeCredit');
  return formatPrice(option.price);
}

/** The order being confirmed: what, which way and for what (dollars or a credit). */
export function OrderRecap({ choice }: { choice: PurchaseChoice }) {
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
