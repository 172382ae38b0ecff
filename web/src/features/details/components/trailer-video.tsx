import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import {
  playTrailer,
  TrailerError,
  type TrailerFailure,
} from '#app/features/details/trailer/play-trailer.ts';

type State = { kind: 'loading' } | { kind: 'playing' } | { kind: 'failed'; reason: TrailerFailure };

/** The trailer playing in its dialog, or why it cannot. */
export function TrailerVideo({ paths }: { paths: readonly (string | null)[] }) {
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
