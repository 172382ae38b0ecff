import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import {
  GUIDE,
  HOUR_MS,
  blockCodesFor,
  channelsOfRegion,
  clampScrollTime,
  guideBlocksAround,
  guideDays,
  guideHalfHourOf,
  programChannelIds,
  shiftGuideWindow,
  type Channel,
  type GuideProgram,
} from '@app/domain';
import { lazyComponent } from '#app/lib/lazy-component.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { useOnceTrue } from '#app/lib/use-once-true.ts';
import { whenIdle } from '#app/lib/when-idle.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { useEpgChannels } from '#app/features/guide/api/get-epg-channels.ts';
import { useGuideBlocks } from '#app/features/guide/hooks/use-guide-blocks.ts';
import { useGuideRegion } from '#app/features/guide/hooks/use-guide-region.ts';
import { useNow } from '#app/features/guide/hooks/use-now.ts';
import { useWindowHours } from '#app/features/guide/hooks/use-window-hours.ts';
import { GuideGrid } from './guide-grid.tsx';
import { useTimeFormat } from './time-format.ts';
import './guide.css';

/**
 * A programme's details and the region picker are dialogs: each comes when first opened (or, for
 * the picker, reached for), not with the page (issue 23: a first load of ≤ 100 KB).
 */
const ProgramDetails = lazyComponent(
  async () => (await import('./program-details.tsx')).ProgramDetails,
);
const RegionPicker = lazyComponent(async () => (await import('./region-picker.tsx')).RegionPicker);

/**
 * /tv/guide/{state?}/{regionName?}: the 7-day TV guide by region (marketing spec §2.3, §4, §9).
 * Today follows the current time every 15 s until the viewer moves away from it.
 */
export function GuidePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const channelsQuery = useEpgChannels();
  const regions = channelsQuery.data?.region_details;
  const { region, chooseRegion, urlNamesUnknownRegion } = useGuideRegion(regions);
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerOpened = useOnceTrue(pickerOpen);

  const channels = useMemo(
    () =>
      region && channelsQuery.data ? channelsOfRegion(channelsQuery.data.channels, region.id) : [],
    [channelsQuery.data, region],
  );

  return (
    <section className="guide-page" aria-labelledby={headingId}>
      <PageTitle title={t('guide.title')} description={t('guide.description')} />
      <div className="guide-page__header">
        <h1 id={headingId}>{t('guide.title')}</h1>
        {region && (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onPointerEnter={() => void RegionPicker.preload()}
            onFocus={() => void RegionPicker.preload()}
            onClick={() => setPickerOpen(true)}
          >
            {t('guide.region.change', { region: region.region, state: region.state })}
          </button>
        )}
      </div>
      {urlNamesUnknownRegion && <p role="status">{t('guide.region.unknown')}</p>}
      {channelsQuery.isPending ? (
        <Spinner label={t('guide.loadingChannels')} />
      ) : channelsQuery.isError ? (
        <ErrorState
          title={t('guide.channelsFailed')}
          error={channelsQuery.error}
          onRetry={() => void channelsQuery.refetch()}
        />
      ) : channels.length === 0 ? (
        <p>{t('guide.noChannels')}</p>
      ) : (
        <GuideSchedule key={region?.id} channels={channels} regionName={region?.region ?? ''} />
      )}
      {regions && pickerOpened && (
        <Suspense fallback={null}>
          <RegionPicker
            open={pickerOpen}
            regions={regions}
            current={region}
            onChoose={chooseRegion}
            onClose={() => setPickerOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

function GuideSchedule({
  channels,
  regionName,
}: {
  channels: readonly Channel[];
  regionName: string;
}) {
  const { t } = useTranslation();
  const { time, weekday, date, longDate } = useTimeFormat();
  const windowMs = useWindowHours() * HOUR_MS;
  const [dayIndex, setDayIndex] = useState(0);
  // Null: follow the current time (Today only); otherwise the chosen start of the window.
  const [chosenStart, setChosenStart] = useState<number | null>(null);
  // Moved with Earlier/Later (perhaps past midnight): "Back to now" stays on offer.
  const [scrolled, setScrolled] = useState(false);
  const following = dayIndex === 0 && chosenStart === null;
  const now = useNow(GUIDE.followNowEveryMs, dayIndex === 0);
  const days = guideDays(now);
  const day = days[dayIndex] ?? days[0]!;
  const start = clampScrollTime(
    following ? guideHalfHourOf(now) : (chosenStart ?? day.start),
    day,
    windowMs,
  );
  const end = start + windowMs;
  const position = { dayIndex: day.index, start };
  const canGoEarlier = shiftGuideWindow(position, -1, days, windowMs) !== null;
  const canGoLater = shiftGuideWindow(position, 1, days, windowMs) !== null;

  function shift(direction: -1 | 1): boolean {
    const next = shiftGuideWindow(position, direction, days, windowMs);
    if (!next) return false;
    setDayIndex(next.dayIndex);
    setChosenStart(next.start);
    setScrolled(true);
    return true;
  }

  function backToNow() {
    setDayIndex(0);
    setChosenStart(null);
    setScrolled(false);
  }

  function chooseDay(index: number) {
    const target = days[index];
    if (!target) return;
    setDayIndex(index);
    setScrolled(false);
    // Another day opens at the same time of day; Today goes back to following now.
    setChosenStart(
      index === 0 ? null : clampScrollTime(target.start + (start - day.start), target, windowMs),
    );
  }

  const { liveIds, virtualIds } = useMemo(() => programChannelIds(channels), [channels]);
  const blocks = blockCodesFor(start, end);
  // And the blocks around it, once the first window's programmes are in and the browser is idle:
  // opening comes first. The server, which runs no effect, renders the window alone.
  const [reachOut, setReachOut] = useState(false);
  const around = reachOut ? guideBlocksAround(start, end, days) : [];
  const guide = useGuideBlocks(blocks, around, liveIds, virtualIds);
  useEffect(() => {
    if (!reachOut && !guide.isPending) return whenIdle(() => setReachOut(true));
  }, [reachOut, guide.isPending]);
  const [selection, setSelection] = useState<{ channel: Channel; program: GuideProgram } | null>(
    null,
  );
  const detailsOpened = useOnceTrue(selection !== null);
  // A signed-in household with a parental limit sees the programmes above it marked (issue 18).
  const parentalLimit = useSession().account?.household.parental_limit ?? null;

  const dayName = (index: number, at: number) =>
    index === 0 ? t('guide.days.today') : weekday(at);

  return (
    <>
      <div className="guide-page__days" role="group" aria-label={t('guide.days.label')}>
        {days.map((d) => (
          <button
            key={d.index}
            type="button"
            className="guide-page__day"
            aria-pressed={d.index === dayIndex}
            onClick={() => chooseDay(d.index)}
          >
            <span className="guide-page__day-name">{dayName(d.index, d.start)}</span>
            <span className="guide-page__day-date">{date(d.start)}</span>
          </button>
        ))}
      </div>
      <div className="guide-page__time" role="group" aria-label={t('guide.time.label')}>
        <button
          type="button"
          className="button button--secondary"
          disabled={!canGoEarlier}
          onClick={() => shift(-1)}
        >
          {t('guide.time.earlier')}
        </button>
        <p className="guide-page__range" aria-live="polite">
          {/* A phone leaves the day to the day buttons, so the row keeps Earlier and Later. */}
          <span className="guide-page__range-day">
            {t('guide.time.rangeDay', { day: longDate(start) })}
          </span>
          {t('guide.time.rangeTimes', { from: time(start), to: time(end) })}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={!canGoLater}
          onClick={() => shift(1)}
        >
          {t('guide.time.later')}
        </button>
        {!following && (dayIndex === 0 || scrolled) && (
          <button type="button" className="button" onClick={backToNow}>
            {t('guide.time.now')}
          </button>
        )}
      </div>
      {guide.error !== null && (
        <ErrorState title={t('guide.programsFailed')} error={guide.error} onRetry={guide.retry} />
      )}
      {/* Over the grid's corner, out of the flow: a step of the window moves no layout. */}
      <div className="guide-page__loading">
        {guide.isPending && <Spinner size="small" label={t('guide.loadingPrograms')} />}
      </div>
      <GuideGrid
        channels={channels}
        programs={guide.programs}
        loaded={!guide.isPending}
        windowStart={start}
        windowEnd={end}
        origin={days[0]!.start}
        now={now}
        label={t('guide.grid.label', {
          region: regionName,
          day: dayName(dayIndex, day.start),
          from: time(start),
          to: time(end),
        })}
        parentalLimit={parentalLimit}
        onOpen={(channel, program) => setSelection({ channel, program })}
        onShift={shift}
      />
      <p className="guide-page__keys">{t('guide.grid.keys')}</p>
      {detailsOpened && (
        <Suspense fallback={null}>
          <ProgramDetails
            selection={selection}
            parentalLimit={parentalLimit}
            onClose={() => setSelection(null)}
          />
        </Suspense>
      )}
    </>
  );
}
