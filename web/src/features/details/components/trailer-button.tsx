import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Title } from '@app/domain';
import { CloseModalWell } from '#app/lib/session/components/close-modal-well.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import {
  playTrailer,
  TrailerError,
  type TrailerFailure,
} from '#app/features/details/trailer/play-trailer.ts';

/** 'Play trailer', opening the trailer in a dialog; hls.js loads only then. */
export function TrailerButton({ title }: { title: Title }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const paths = [title.assets.hlstrailer, title.assets.tablet_high_trailer];
  if (!paths.some(Boolean)) return null;
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">▶</span> {t('details.trailer.play')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('details.trailer.title', { title: title.title })}
      >
        {open && <TrailerVideo paths={paths} />}
        <CloseModalWell onClose={() => setOpen(false)} />
      </Modal>
    </>
  );
}

type State = { kind: 'loading' } | { kind: 'playing' } | { kind: 'failed'; reason: TrailerFailure };

function TrailerVideo({ paths }: { paths: readonly (string | null)[] }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [first, second] = paths;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    playTrailer(video, [first ?? null, second ?? null]).then(
      (playback) => {
        if (cancelled) playback.stop();
        else {
          stop = playback.stop;
          setState({ kind: 'playing' });
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setState({
          kind: 'failed',
          reason: error instanceof TrailerError ? error.reason : 'noPlayablePaths',
        });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [first, second]);

  return (
    <div className="trailer">
      {state.kind === 'loading' && <Spinner label={t('details.trailer.loading')} size="small" />}
      {state.kind === 'failed' && (
        <p className="trailer__error" role="alert">
          {t('details.trailer.failed')}: {t(`details.trailer.${state.reason}`)}
        </p>
      )}
      <video
        ref={videoRef}
        className="trailer__video"
        controls
        playsInline
        hidden={state.kind === 'failed'}
        aria-label={t('details.trailer.video')}
      />
    </div>
  );
}
