import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { DetailsArea } from '#app/config/paths.ts';
import type { TitleTree } from '#app/features/details/api/get-title-tree.ts';
import { AvailabilityLine } from './availability-line.tsx';
import { BelowFirstScreen } from './below-first-screen.tsx';
import { Credits } from './credits.tsx';
import { DetailsHero } from './details-hero.tsx';
import { ExpandingSynopsis } from './expanding-synopsis.tsx';
import { PriceOptions } from './price-options.tsx';
import { RelatedTitles } from './related-titles.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';
import type { RenderTitleActions } from './title-actions.ts';
import { TitleFacts } from './title-facts.tsx';
import { TrailerButton } from './trailer-button.tsx';
import { TryFirst } from './try-first.tsx';

interface MovieDetailsProps {
  tree: TitleTree;
  area: DetailsArea;
  renderTitleActions?: RenderTitleActions | undefined;
}

export function MovieDetails({ tree, area, renderTitleActions }: MovieDetailsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const pricesId = useId();
  const movie = tree.titles[0]!;
  const tryFirst = tree.titles.find((x) => x.id === movie.screening_room?.title_id);
  return (
    <article className="details" aria-labelledby={headingId}>
      <DetailsHero
        title={movie}
        headingId={headingId}
        heading={movie.title}
        ways={
          <section className="details__buy" aria-labelledby={pricesId}>
            <h2 id={pricesId}>{t('details.prices.heading')}</h2>
            <AvailabilityLine title={movie} />
            <PriceOptions
              title={movie}
              packages={tree.package_availability}
              renderTitleActions={renderTitleActions}
            />
          </section>
        }
      >
        <TitleFacts title={movie} genres={tree.genres} />
        <TrailerButton title={movie} />
      </DetailsHero>
      <BelowFirstScreen key={movie.id}>
        <div className="details__body">
          <div className="details__main">
            <ExpandingSynopsis text={movie.synopsis} />
            <Credits title={movie} />
            <ReviewsPanel title={movie} />
          </div>
          <TryFirst episode={tryFirst} area={area} />
        </div>
        <RelatedTitles titleId={movie.id} />
      </BelowFirstScreen>
    </article>
  );
}
