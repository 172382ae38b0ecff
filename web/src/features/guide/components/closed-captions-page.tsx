import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEpgChannels } from '../api/get-epg-channels.ts';
import { ChannelLogo } from './channel-logo.tsx';
import './guide.css';

const SUFFIX = '-closed-captioning';

/**
 * /support/{product}-closed-captioning: the channels with closed captions, with their logos
 * (marketing spec §2.2, §2.3). Any other /support/{page} without a page of its own is unknown.
 */
export function ClosedCaptionsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { supportPage = '' } = useParams();
  const channelsQuery = useEpgChannels();
  if (!supportPage.toLowerCase().endsWith(SUFFIX) || supportPage.length === SUFFIX.length) {
    return <Navigate to={paths.notFound.getHref()} replace />;
  }
  const channels = channelsQuery.data?.channels.filter((c) => c.closed_captions) ?? [];
  return (
    <section aria-labelledby={headingId}>
      <PageTitle title={t('guide.captions.title')} />
      <h1 id={headingId}>{t('guide.captions.title')}</h1>
      <p>{t('guide.captions.intro')}</p>
      {channelsQuery.isPending ? (
        <Spinner label={t('guide.captions.loading')} />
      ) : channelsQuery.isError ? (
        <ErrorState
          title={t('guide.captions.failed')}
          error={channelsQuery.error}
          onRetry={() => void channelsQuery.refetch()}
        />
      ) : (
        <>
          <p>{t('guide.captions.count', { count: channels.length })}</p>
          <ul className="channel-list" aria-label={t('guide.captions.listLabel')}>
            {channels.map((channel) => (
              <li key={channel.channel_id}>
                <ChannelLogo channel={channel} />
                <span>
                  {t('guide.captions.channel', { name: channel.name, number: channel.number })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
