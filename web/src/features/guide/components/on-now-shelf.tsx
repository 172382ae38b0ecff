import type { TFunction } from '#app/lib/i18n/translator.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import {
  blockCodeOf,
  defaultRegion,
  programChannelIds,
  programOnNow,
  type Channel,
  type GuideProgram,
} from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { useHydrated } from '#app/lib/use-hydrated.tsx';
import { ErrorState } from '#app/ui/error-state.tsx';
import { LoadingStatus } from '#app/ui/loading-status.tsx';
import { Shelf } from '#app/ui/shelf.tsx';
import { useEpgChannels } from '#app/features/guide/api/get-epg-channels.ts';
import { guideBlockQueryOptions } from '#app/features/guide/api/get-guide-block.ts';
import { useNow } from '#app/features/guide/hooks/use-now.ts';
import { onNowChannels } from '#app/features/guide/on-now-channels.ts';
import { ChannelLogo } from './channel-logo.tsx';
import './on-now-shelf.css';

/** How often the time left moves on: a minute is the unit it is shown in. */
const TICK_MS = 30_000;

/**
 * "On TV now" (issue 21, home): what is on now on the first channels of the guide's default
 * region, each with the time left, linking to that region's guide. The server renders it with
 * its data; "now" is the server's clock (the app's offset), and while the browser hydrates it
 * keeps the instant the server rendered, so both draw the same minutes left.
 */
export function OnNowShelf() {
  const { t } = useTranslation();
  const channelsQuery = useEpgChannels();
  // As the guide page reads it: an answer without regions or channels shows nothing, not a crash.
  const regions = channelsQuery.data?.region_details;
  const region = regions ? defaultRegion(regions) : undefined;
  const channels = useMemo(() => onNowChannels(channelsQuery.data), [channelsQuery.data]);
  const { liveIds, virtualIds } = programChannelIds(channels);
  const now = useNow(TICK_MS);
  const programs = useQuery({
    ...guideBlockQueryOptions({ block: blockCodeOf(now), liveIds, virtualIds }),
    enabled: channels.length > 0,
    // A new block keeps the last one on screen until it arrives.
    placeholderData: (previous) => previous,
  });
  const hydrated = useHydrated();
  const shownNow = hydrated ? now : programs.dataUpdatedAt || now;

  const heading = t('home.onNow.heading');
  const guideHref = region
    ? paths.tvGuide.getHref(region.state, region.region)
    : paths.tvGuide.getHref();
  const failed = channelsQuery.isError ? channelsQuery : programs.isError ? programs : null;

  const empty = channelsQuery.isSuccess && channels.length === 0;
  if (failed || empty) {
    return (
      <section className="shelf on-now" aria-labelledby="on-now-heading">
        <h2 id="on-now-heading" className="shelf__title">
          {heading}
        </h2>
        {failed ? (
          <ErrorState
            title={t('home.onNow.failed')}
            error={failed.error}
            onRetry={() => void failed.refetch()}
          />
        ) : (
          <p className="on-now__empty">
            {t('home.onNow.empty')} <Link to={guideHref}>{t('home.onNow.seeGuide')}</Link>
          </p>
        )}
      </section>
    );
  }

  return (
    <Shelf heading={heading} seeAllHref={guideHref} kind="wide">
      {programs.data ? (
        channels.map((channel) => (
          <OnNowCard
            key={channel.channel_id}
            channel={channel}
            href={guideHref}
            onNow={programOnNow(programs.data.get(channel.channel_id) ?? [], shownNow)}
          />
        ))
      ) : (
        <>
          <li>
            <LoadingStatus label={t('home.onNow.loading')}>
              <span className="skeleton on-now__skeleton" aria-hidden="true" />
            </LoadingStatus>
          </li>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} aria-hidden="true">
              <span className="skeleton on-now__skeleton" />
            </li>
          ))}
        </>
      )}
    </Shelf>
  );
}

function OnNowCard({
  channel,
  href,
  onNow,
}: {
  channel: Channel;
  href: string;
  onNow: ReturnType<typeof programOnNow<GuideProgram>>;
}) {
  const { t } = useTranslation();
  const left = onNow && timeLeftText(t, onNow.minutesLeft);
  return (
    <li className="on-now__card">
      <ChannelLogo channel={channel} size="96x54" />
      <h3 className="on-now__title">
        <Link to={href}>
          <span className="on-now__channel">{channel.name}</span>
          <span className="visually-hidden">:</span>{' '}
          <span className="on-now__program">
            {onNow ? onNow.program.title : t('guide.unavailable')}
          </span>
        </Link>
      </h3>
      {onNow && (
        <p className="on-now__left">
          <progress
            className="on-now__progress"
            max={100}
            value={Math.round(onNow.elapsed * 100)}
            aria-hidden="true"
          />
          {left}
        </p>
      )}
    </li>
  );
}

/** The words for a programme's time left: "35 min left", "2 h left", "1 h 18 min left". */
export function timeLeftText(t: TFunction, minutesLeft: number): string {
  if (minutesLeft < 60) return t('home.onNow.minutesLeft', { count: minutesLeft });
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  return minutes === 0
    ? t('home.onNow.wholeHoursLeft', { hours })
    : t('home.onNow.hoursLeft', { hours, minutes });
}
