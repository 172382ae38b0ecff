import { type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import {
  classificationOf,
  isGuideProgramAboveLimit,
  programImagePath,
  type Channel,
  type GuideProgram,
  type ParentalLimit,
} from '@app/domain';
import { FallbackImage, NameTile } from '#app/ui/fallback-image.tsx';
import { LockIcon } from '#app/ui/icons.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { useProgramSynopsis } from '#app/features/guide/api/get-program-details.ts';
import { useTimeFormat } from './time-format.ts';

interface ProgramDetailsProps {
  selection: { channel: Channel; program: GuideProgram } | null;
  /** The signed-in household's parental limit: a programme above it says so (issue 18). */
  parentalLimit?: ParentalLimit | null;
  onClose: () => void;
}

/**
 * A programme's details (marketing spec §2.3, §3): time, synopsis, classification, the sound,
 * caption, definition and widescreen flags, series and episode. Missing facts read 'Information
 * Unavailable'.
 */
export function ProgramDetails({ selection, parentalLimit = null, onClose }: ProgramDetailsProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={selection !== null}
      onClose={onClose}
      title={selection ? selection.program.title : t('guide.details.title')}
    >
      {selection && (
        <DetailsBody
          channel={selection.channel}
          program={selection.program}
          parentalLimit={parentalLimit}
        />
      )}
    </Modal>
  );
}

function DetailsBody({
  channel,
  program,
  parentalLimit,
}: {
  channel: Channel;
  program: GuideProgram;
  parentalLimit: ParentalLimit | null;
}) {
  const { t } = useTranslation();
  const { time, longDate } = useTimeFormat();
  const live = channel.type === 'live';
  const synopsis = useProgramSynopsis(channel.channel_id, program.id, program.start, live);
  const classification = classificationOf(program.rating);
  const minutes = Math.round((program.end - program.start) / 60_000);
  const unavailable = t('guide.unavailable');

  let synopsisText: ReactNode;
  if (!live) synopsisText = unavailable;
  else if (synopsis.isPending)
    synopsisText = <Spinner size="small" label={t('guide.details.loadingSynopsis')} />;
  else if (synopsis.isError) synopsisText = t('guide.details.synopsisFailed');
  else synopsisText = synopsis.data ?? unavailable;

  const episode =
    program.seriesNo !== null || program.episodeNo !== null
      ? [
          program.seriesNo !== null
            ? t('guide.details.series', { number: program.seriesNo })
            : null,
          program.episodeNo !== null
            ? t('guide.details.episode', { number: program.episodeNo })
            : null,
        ]
          .filter(Boolean)
          .join(', ')
      : null;

  return (
    <div className="program-details">
      <ProgramImage channel={channel} program={program} />
      {parentalLimit && isGuideProgramAboveLimit(program.rating, parentalLimit) && (
        <p className="program-details__locked">
          <LockIcon />
          {t('guide.details.aboveLimit', { limit: parentalLimit })}
        </p>
      )}
      <p className="program-details__when">
        {t('guide.details.when', {
          channel: channel.name,
          number: channel.number,
          day: longDate(program.start),
          from: time(program.start),
          to: time(program.end),
          minutes,
        })}
      </p>
      {(episode || program.episodeTitle) && (
        <p className="program-details__episode">
          {[episode, program.episodeTitle].filter(Boolean).join(' – ')}
        </p>
      )}
      <div className="program-details__synopsis">{synopsisText}</div>
      <dl className="program-details__facts">
        <dt>{t('guide.details.classification')}</dt>
        <dd>
          {classification.rating === 0
            ? unavailable
            : `${classification.code} (${t(`classification.${classification.code}`)})`}
        </dd>
        <dt>{t('guide.details.sound')}</dt>
        <dd>{live ? t(`guide.sound.${soundKey(program.sound)}`) : unavailable}</dd>
        <dt>{t('guide.details.captions')}</dt>
        <dd>
          {live ? t(program.caption ? 'guide.details.yes' : 'guide.details.no') : unavailable}
        </dd>
        <dt>{t('guide.details.definition')}</dt>
        <dd>{live ? program.definition : unavailable}</dd>
        <dt>{t('guide.details.widescreen')}</dt>
        <dd>
          {live ? t(program.widescreen ? 'guide.details.yes' : 'guide.details.no') : unavailable}
        </dd>
      </dl>
    </div>
  );
}

function soundKey(sound: string): 'stereo' | 'surround' | 'mono' | 'other' {
  return sound === 'stereo' || sound === 'surround' || sound === 'mono' ? sound : 'other';
}

/**
 * The programme's picture; one that fails to load gives way to the channel image (§8), and that
 * to the channel's name: never a broken-image icon.
 */
function ProgramImage({ channel, program }: { channel: Channel; program: GuideProgram }) {
  const channelImage = `${channel.image}?size=334x188`;
  return (
    <FallbackImage
      className="program-details__image"
      sources={
        channel.type === 'live'
          ? [programImagePath(program.id, '334x188'), channelImage]
          : [channelImage]
      }
      fallback={<NameTile name={channel.name} width={334} height={188} />}
      width={334}
      height={188}
    />
  );
}
