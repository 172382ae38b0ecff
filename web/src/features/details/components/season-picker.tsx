import { useId, useRef } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Title } from '@app/domain';
import { useTypedBeforeHydration } from '#app/lib/typed-before-hydration.ts';
import { useSeasonLabel } from './season-label.ts';

interface SeasonPickerProps {
  seasons: Title[];
  selectedId: number;
  onSelect: (seasonId: number) => void;
}

/**
 * Chooses the season whose episodes show; a show with one season gets none. A season chosen
 * on the server's page before the app came alive is shown once it has.
 */
export function SeasonPicker({ seasons, selectedId, onSelect }: SeasonPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const seasonLabel = useSeasonLabel();
  const selectRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(selectRef, (_name, value) => onSelect(Number(value)));
  if (seasons.length < 2) return null;
  return (
    <div className="season-picker">
      <label htmlFor={id}>{t('details.seasons.picker')}</label>
      <select
        ref={selectRef}
        id={id}
        value={selectedId}
        onChange={(event) => onSelect(Number(event.target.value))}
      >
        {seasons.map((season) => (
          <option key={season.id} value={season.id}>
            {seasonLabel(season.season_number)}
          </option>
        ))}
      </select>
    </div>
  );
}
