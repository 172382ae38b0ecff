import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { seasonNumberParts } from '@app/domain';

/** 'Season N' or 'Season N Part M' (account spec §5), in the brand's words. */
export function useSeasonLabel(): (seasonNumber: number | null) => string {
  const { t } = useTranslation();
  return (seasonNumber) => {
    if (seasonNumber === null) return t('details.seasons.unnumbered');
    const { season, part } = seasonNumberParts(seasonNumber);
    return part
      ? t('details.seasons.seasonPart', { season, part })
      : t('details.seasons.season', { season });
  };
}
