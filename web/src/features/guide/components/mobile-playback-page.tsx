import { useId, useMemo, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { ErrorState } from '#app/ui/error-state.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { useChannelsByPlans } from '#app/features/guide/api/get-channels-by-plans.ts';
import { useCurrentPrograms } from '#app/features/guide/api/get-current-programs.ts';
import { useNow } from '#app/features/guide/hooks/use-now.ts';
import { onMobileBrowser } from '#app/lib/mobile-browser.ts';
import {
  MOBILE_PLAYBACK_PLANS,
  mobileLiveChannels,
  mobilePlayLink,
} from '#app/features/guide/mobile-app.ts';
import { ChannelLogo } from './channel-logo.tsx';
import './guide.css';

/**
 * /support/mobile-playback: live channels of the mobile app, each opening in the app; a desktop
 * browser gets the mobile-only alert instead (marketing spec §2.3, §8).
 */
export function MobilePlaybackPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [alertOpen, setAlertOpen] = useState(false);
  const byPlans = useChannelsByPlans(MOBILE_PLAYBACK_PLANS);
  const channels = useMemo(() => mobileLiveChannels(byPlans.data), [byPlans.data]);
  const now = useNow(60_000);
  const current = useCurrentPrograms(
    channels.map((c) => c.channel_id),
    now,
  );

  function play(epgId: string) {
    if (onMobileBrowser()) {
      window.location.href = mobilePlayLink(epgId);
    } else {
      setAlertOpen(true);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <PageTitle title={t('guide.mobile.title')} />
      <h1 id={headingId}>{t('guide.mobile.title')}</h1>
      <p>{t('guide.mobile.intro')}</p>
      <p>{t('guide.mobile.steps')}</p>
      {byPlans.isPending ? (
        <Spinner label={t('guide.mobile.loading')} />
      ) : byPlans.isError ? (
        <ErrorState
          title={t('guide.mobile.failed')}
          error={byPlans.error}
          onRetry={() => void byPlans.refetch()}
        />
      ) : (
        <ul className="tv-cards" aria-label={t('guide.mobile.listLabel')}>
          {channels.map((channel) => {
            const onNow = current.data?.get(channel.channel_id);
            return (
              <li key={channel.channel_id} className="tv-card">
                <ChannelLogo channel={channel} size="192x108" />
                <h2>{channel.name}</h2>
                <p>
                  {onNow
                    ? t('guide.mobile.onNow', { title: onNow.title })
                    : t('guide.mobile.onNow', { title: t('guide.unavailable') })}
                </p>
                <button
                  type="button"
                  className="button"
                  aria-label={t('guide.mobile.play', { channel: channel.name })}
                  onClick={() => play(channel.epg_id)}
                >
                  {t('guide.mobile.playShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={alertOpen}
        onClose={() => setAlertOpen(false)}
        title={t('guide.mobile.notMobileTitle')}
      >
        <p>{t('guide.mobile.notMobileText')}</p>
        <button type="button" className="button" onClick={() => setAlertOpen(false)}>
          {t('guide.mobile.ok')}
        </button>
      </Modal>
    </section>
  );
}
