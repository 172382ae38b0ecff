import { useTranslation } from 'react-i18next';
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
