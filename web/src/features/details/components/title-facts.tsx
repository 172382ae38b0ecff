import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { classificationOf, type Title } from '@app/domain';
import type { TitleTree } from '#app/features/details/api/get-title-tree.ts';
import { useRunningTime } from '#app/ui/running-time.ts';
import { QualityIcons } from './quality-icons.tsx';

/** Year, running time, genres, classification with consumer advice, and quality icons. */
export function TitleFacts({ title, genres }: { title: Title; genres: TitleTree['genres'] }) {
  const { t } = useTranslation();
  const classification = classificationOf(title.rating);
  const genreNames = title.genre_ids
    .map((id) => genres[String(id)])
    .filter((g) => g && !g.hide_from_view)
    .map((g) => g!.name);
  const duration = useRunningTime()(title.duration);
  return (
    <div className="title-facts">
      <ul className="title-facts__list">
        {title.year_production !== null && <li>{title.year_production}</li>}
        {title.sub_type === 'series' && title.season_ids.length > 0 && (
          <li>{t('details.facts.seasons', { count: title.season_ids.length })}</li>
        )}
        {title.sub_type !== 'series' && duration && <li>{duration}</li>}
        {genreNames.length > 0 && <li>{genreNames.join(', ')}</li>}
        <li>
          <abbr
            className="title-facts__classification"
            title={t(`classification.${classification.code}`)}
          >
            {classification.code}
          </abbr>
          {title.warning_codes.length > 0 && (
            <span className="title-facts__advice">
              {t('details.facts.advice', { codes: title.warning_codes.join(', ') })}
            </span>
          )}
        </li>
      </ul>
      <QualityIcons flags={title.flags} />
    </div>
  );
}
