import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { backdropPath, shortenSynopsis, type Title, type VodTitlesAnswer } from '@app/domain';
import { titleDetailsHref, type DetailsArea } from '#app/config/paths.ts';
import { useRunningTime } from '#app/ui/running-time.ts';
import { AvailabilityLine } from './availability-line.tsx';
import { PriceOptions } from './price-options.tsx';
import { QualityIcons } from './quality-icons.tsx';
import { useSeasonLabel } from './season-label.ts';
import type { RenderTitleActions } from './title-actions.ts';

interface EpisodeListProps {
  season: Title;
  episodes: Title[];
  selectedId: number | null;
  area: DetailsArea;
  packages: VodTitlesAnswer['package_availability'];
  renderTitleActions?: RenderTitleActions | undefined;
}

/**
 * A season's episodes in order, each with its synopsis cut at 300 characters on a word boundary
 * (account spec §5). The selected episode (from the URL) shows its prices and actions too.
 */
export function EpisodeList({
  season,
  episodes,
  selectedId,
  area,
  packages,
  renderTitleActions,
}: EpisodeListProps) {
  const { t } = useTranslation();
  const duration = useRunningTime();
  const seasonLabel = useSeasonLabel();
  return (
    <ol
      className="episodes"
      aria-label={t('details.seasons.episodesOf', { season: seasonLabel(season.season_number) })}
    >
      {episodes.map((episode) => {
        const selected = episode.id === selectedId;
        return (
          <li
            key={episode.id}
            className={selected ? 'episode episode--selected' : 'episode'}
            aria-current={selected ? 'true' : undefined}
          >
            <img
              className="episode__still"
              src={backdropPath(episode.id, 320)}
              srcSet={`${backdropPath(episode.id, 320)} 320w, ${backdropPath(episode.id, 640)} 640w`}
              sizes="(min-width: 48rem) 14rem, 8rem"
              width={320}
              height={180}
              loading="lazy"
              decoding="async"
              alt=""
            />
            <h3 className="episode__title">
              <Link to={titleDetailsHref(episode, area)} replace preventScrollReset>
                {t('details.seasons.episode', {
                  number: episode.episode_number ?? '',
                  title: episode.title,
                })}
              </Link>
            </h3>
            <p className="episode__facts">{duration(episode.duration)}</p>
            <QualityIcons flags={episode.flags} />
            <p className="episode__synopsis">{shortenSynopsis(episode.synopsis)}</p>
            {selected && (
              <section
                className="episode__more"
                aria-label={t('details.seasons.selectedEpisode', { title: episode.title })}
              >
                <AvailabilityLine title={episode} />
                <PriceOptions
                  title={episode}
                  parent={season}
                  packages={packages}
                  renderTitleActions={renderTitleActions}
                />
              </section>
            )}
          </li>
        );
      })}
    </ol>
  );
}
