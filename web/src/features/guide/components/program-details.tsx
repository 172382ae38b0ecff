import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classificationOf, programImagePath, type Channel, type GuideProgram } from '@app/domain';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useProgramSynopsis } from '../api/get-program-details.ts';
import { useTimeFormat } from './time-format.ts';

interface ProgramDetailsProps {
  selection: { channel: Channel; program: GuideProgram } | null;
  onClose: () => void;
}

/**
 * A programme's details (marketing spec §2.3, §3): time, synopsis, classification, the sound,
 * caption, definition and widescreen flags, series and episode. Missing facts read 'Information
 * Unavailable'.
 */
export function ProgramDetails({ selection, onClose }: ProgramDetailsProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={selection !== null}
      onClose={onClose}
      title={selection ? selection.program.title : t('guide.details.title')}
    >
      {selection && <DetailsBody channel={selection.channel} program={selection.program} />}
    </Modal>
  );
}

function DetailsBody({ channel, program }: { channel: Channel; program: GuideProgram }) {
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

/** The programme's picture; one that fails to load is replaced by the channel image (§8). */
function ProgramImage({ channel, program }: { channel: Channel; program: GuideProgram }) {
  const [failed, setFailed] = useState(channel.type !== 'live');
  const src = failed ? `${channel.image}?size=334x188` : programImagePath(program.id, '334x188');
  return (
    <img
      className="program-details__image"
      src={src}
      alt=""
      width={334}
      height={188}
      onError={() => setFailed(true)}
    />
  );
}
