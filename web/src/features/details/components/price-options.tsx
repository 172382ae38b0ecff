import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import {
  formatPrice,
  isTitleFree,
  priceOptionsOf,
  type Title,
  type VodTitlesAnswer,
} from '@app/domain';
import type { RenderTitleActions } from './title-actions.ts';

interface PriceOptionsProps {
  title: Title;
  parent?: Title | null;
  packages: VodTitlesAnswer['package_availability'];
  renderTitleActions?: RenderTitleActions | undefined;
}

/**
 * The ways to watch a title, as information: its price rules (rent or buy, SD or HD, in dollars),
 * free, not for sale, and the packages that include it. The controls that act on them come from
 * `renderTitleActions`, the commerce issue's extension point.
 */
export function PriceOptions({
  title,
  parent = null,
  packages,
  renderTitleActions,
}: PriceOptionsProps) {
  const { t } = useTranslation();
  const options = priceOptionsOf(title.price_rules);
  const included = packages[String(title.id)] ?? [];
  return (
    <div className="price-options">
      {options.length > 0 ? (
        <ul className="price-options__list" aria-label={t('details.prices.label')}>
          {options.map((option) => (
            <li key={option.priceRuleId} className="price-options__option">
              <span className="price-options__kind">
                {t(`details.prices.${option.kind}`)} {t(`details.prices.${option.format}`)}
              </span>
              <span className="price-options__price">{formatPrice(option.price)}</span>
              {option.rentalHours !== null && (
                <span className="price-options__term">
                  {t('details.prices.rentalHours', { count: option.rentalHours })}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="price-options__none">
          {isTitleFree(title) ? t('details.prices.free') : t('details.prices.notForSale')}
        </p>
      )}
      {included.length > 0 && (
        <p className="price-options__included">
          {t('details.prices.includedWith', { packages: included.map((p) => p.name).join(', ') })}
        </p>
      )}
      {renderTitleActions?.({ title, parent, priceOptions: options })}
    </div>
  );
}
