import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { availabilityTextOf, formatDisplayDate, type Title } from '@app/domain';
import { serverNow } from '#app/api/client.ts';

/** When the title can be bought, rented or watched (marketing spec §4), dates as dd MMM yyyy. */
export function AvailabilityLine({ title }: { title: Title }) {
  const { t } = useTranslation();
  const text = availabilityTextOf(title, serverNow());
  if (!text) return null;
  const date = (ms: number) => formatDisplayDate(ms);
  let line: string;
  switch (text.kind) {
    case 'buyNowRentFrom':
      line = t('details.availability.buyNowRentFrom', { rentFrom: date(text.rentFrom) });
      break;
    case 'rentNowBuyFrom':
      line = t('details.availability.rentNowBuyFrom', { buyFrom: date(text.buyFrom) });
      break;
    case 'buyAndRentFrom':
      line = t('details.availability.buyAndRentFrom', {
        buyFrom: date(text.buyFrom),
        rentFrom: date(text.rentFrom),
      });
      break;
    case 'buyOrRentFrom':
    case 'buyFrom':
    case 'rentFrom':
    case 'availableFrom':
      line = t(`details.availability.${text.kind}`, { date: date(text.date) });
      break;
    default:
      line = t(`details.availability.${text.kind}`);
  }
  return <p className="availability">{line}</p>;
}
