import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { SortType } from '@app/domain';
import { SORT_TYPES } from '@app/domain';

interface SortSelectProps {
  value: SortType;
  onChange: (sort: SortType) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('store.sortLabel')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortType)}>
        {SORT_TYPES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`store.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
