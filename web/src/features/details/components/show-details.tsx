import { useId, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Title } from '@app/domain';
import type { DetailsArea } from '#app/config/paths.ts';
import type { TitleTree } from '#app/features/details/api/get-title-tree.ts';
import { AvailabilityLine } from './availability-line.tsx';
import { BelowFirstScreen } from './below-first-screen.tsx';
import { Credits } from './credits.tsx';
import { DetailsHero } from './details-hero.tsx';
import { EpisodeList } from './episode-list.tsx';
import { ExpandingSynopsis } from './expanding-synopsis.tsx';
import { PriceOptions } from './price-options.tsx';
import { RelatedTitles } from './related-titles.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';
import { useSeasonLabel } from './season-label.ts';
import { SeasonPicker } from './season-picker.tsx';
import type { RenderTitleActions } from './title-actions.ts';
import { TitleFacts } from './title-facts.tsx';
import { TrailerButton } from './trailer-button.tsx';
import { TryFirst } from './try-first.tsx';

interface ShowDetailsProps {
  /** The series, first, with its seasons and episodes. */
  show: TitleTree;
  /** The season the route names, else the first. */
  seasonId: number | null;
  /** The episode the route names. */
  episodeId: number | null;
  area: DetailsArea;
  renderTitleActions?: RenderTitleActions | undefined;
}

const bySeason = (a: Title, b: Title) => (a.season_number ?? 0) - (b.season_number ?? 0);
const byEpisode = (a: Title, b: Title) => (a.episode_number ?? 0) - (b.episode_number ?? 0);

/** A series, season or episode page: the show, a season picker and the season's episodes. */
export function ShowDetails({
  show,
  seasonId,
  episodeId,
  area,
  renderTitleActions,
}: ShowDetailsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const episodesId = useId();
  const pricesId = useId();
  const seasonLabel = useSeasonLabel();
  const series = show.titles[0]!;
  const seasons = show.titles.filter((x) => x.sub_type === 'season').sort(bySeason);
  const routeSeason = seasons.find((s) => s.id === seasonId) ?? seasons[0];
  // The picker changes the season shown without leaving the page; a new route starts afresh.
  const [picked, setPicked] = useState<{ route: number | undefined; season: number } | null>(null);
  const season =
    picked && picked.route === routeSeason?.id
      ? (seasons.find((s) => s.id === picked.season) ?? routeSeason)
      : routeSeason;
  const episodes = season
    ? show.titles
        .filter((x) => x.sub_type === 'episode' && x.parent_id === season.id)
        .sort(byEpisode)
    : [];
  const tryFirst = show.titles.find((x) => x.id === series.screening_room?.title_id);

  return (
    <article className="details" aria-labelledby={headingId}>
      <DetailsHero
        title={series}
        headingId={headingId}
        heading={series.title}
        ways={
          season && (
            <section className="details__buy" aria-labelledby={pricesId}>
              <h2 id={pricesId}>{t('details.prices.heading')}</h2>
              <AvailabilityLine title={series} />
              <PriceOptions
                title={season}
                parent={series}
                packages={show.package_availability}
                renderTitleActions={renderTitleActions}
              />
            </section>
          )
        }
      >
        <TitleFacts title={series} genres={show.genres} />
        <TrailerButton title={season?.assets.hlstrailer ? season : series} />
      </DetailsHero>
      <BelowFirstScreen key={series.id}>
        <div className="details__body">
          <div className="details__main">
            <ExpandingSynopsis text={series.synopsis} />
            <Credits title={series} />
          </div>
          <TryFirst episode={tryFirst} area={area} />
        </div>
        {season && (
          <section className="seasons" aria-labelledby={episodesId}>
            <div className="seasons__heading">
              <h2 id={episodesId}>{seasonLabel(season.season_number)}</h2>
              <SeasonPicker
                seasons={seasons}
                selectedId={season.id}
                onSelect={(id) => setPicked({ route: routeSeason?.id, season: id })}
              />
            </div>
            <p className="seasons__count">
              {t('details.seasons.episodeCount', {
                count: season.episode_count ?? episodes.length,
              })}
            </p>
            {season.synopsis && <p>{season.synopsis}</p>}
            <EpisodeList
              season={season}
              episodes={episodes}
              selectedId={episodeId}
              area={area}
              packages={show.package_availability}
              renderTitleActions={renderTitleActions}
            />
          </section>
        )}
        <ReviewsPanel title={series} />
        <RelatedTitles titleId={series.id} />
      </BelowFirstScreen>
    </article>
  );
}
