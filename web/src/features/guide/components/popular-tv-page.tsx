import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { programImagePath } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { FallbackImage, NameTile } from '#app/ui/fallback-image.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { usePopularPicks, type PopularPick } from '#app/features/guide/api/get-popular-programs.ts';
import { useTimeFormat } from './time-format.ts';
import './guide.css';

/** /tv/popular: 7 popular programmes at random from channels off the blacklist (§2.3, §9). */
export function PopularTvPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const picks = usePopularPicks();
  return (
    <section aria-labelledby={headingId}>
      <PageTitle title={t('guide.popular.title')} description={t('guide.popular.description')} />
      <h1 id={headingId}>{t('guide.popular.title')}</h1>
      <p>{t('guide.popular.intro')}</p>
      {picks.isPending ? (
        <Spinner label={t('guide.popular.loading')} />
      ) : picks.isError ? (
        <ErrorState
          title={t('guide.popular.failed')}
          error={picks.error}
          onRetry={() => void picks.refetch()}
        />
      ) : picks.data.length === 0 ? (
        <p>{t('guide.popular.empty')}</p>
      ) : (
        <ul className="tv-cards" aria-label={t('guide.popular.listLabel')}>
          {picks.data.map((pick) => (
            <PopularCard key={pick.program.id} pick={pick} />
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.tvGuide.getHref()}>{t('guide.popular.guideLink')}</Link>
      </p>
    </section>
  );
}

function PopularCard({ pick: { channel, program } }: { pick: PopularPick }) {
  const { t } = useTranslation();
  const { time, weekday } = useTimeFormat();
  const start = program.start * 1000;
  return (
    <li className="tv-card">
      <article aria-label={program.title}>
        {/* A programme picture that fails gives way to the channel image (marketing spec §8),
            and that to the channel's name. */}
        <FallbackImage
          sources={[programImagePath(program.id, '334x188'), `${channel.image}?size=334x188`]}
          fallback={<NameTile name={channel.name} width={334} height={188} />}
          width={334}
          height={188}
          loading="lazy"
        />
        <h2>{program.title}</h2>
        <p>
          {t('guide.popular.when', {
            channel: channel.name,
            day: weekday(start),
            from: time(start),
            to: time(program.end * 1000),
          })}
        </p>
        <p>{program.synopsis ?? t('guide.unavailable')}</p>
      </article>
    </li>
  );
}
