import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Title } from '@app/domain';
import { useSeasonLabel } from './season-label.ts';

interface SeasonPickerProps {
  seasons: Title[];
  selectedId: number;
  onSelect: (seasonId: number) => void;
}

/** Chooses the season whose episodes show; a show with one season gets none. */
export function SeasonPicker({ seasons, selectedId, onSelect }: SeasonPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const seasonLabel = useSeasonLabel();
  if (seasons.length < 2) return null;
  return (
    <div className="season-picker">
      <label htmlFor={id}>{t('details.seasons.picker')}</label>
      <select id={id} value={selectedId} onChange={(event) => onSelect(Number(event.target.value))}>
        {seasons.map((season) => (
          <option key={season.id} value={season.id}>
            {seasonLabel(season.season_number)}
          </option>
        ))}
      </select>
    </div>
  );
}
