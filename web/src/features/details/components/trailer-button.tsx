import { Suspense, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Title } from '@app/domain';
import { lazyComponent } from '#app/lib/lazy-component.ts';
import { CloseModalWell } from '#app/lib/session/components/close-modal-well.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { Spinner } from '#app/ui/spinner.tsx';

/**
 * The player (the video, trailer/play-trailer.ts) comes when the dialog opens, or as the pointer
 * or focus reaches the button: a details page's first load goes without it (issue 23).
 */
const TrailerVideo = lazyComponent(async () => (await import('./trailer-video.tsx')).TrailerVideo);

/** 'Play trailer', opening the trailer in a dialog; hls.js loads only then. */
export function TrailerButton({ title }: { title: Title }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const paths = [title.assets.hlstrailer, title.assets.tablet_high_trailer];
  if (!paths.some(Boolean)) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void TrailerVideo.preload()}
        onFocus={() => void TrailerVideo.preload()}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">▶</span> {t('details.trailer.play')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('details.trailer.title', { title: title.title })}
      >
        {open && (
          <Suspense
            fallback={
              <div className="trailer">
                <Spinner label={t('details.trailer.loading')} size="small" />
              </div>
            }
          >
            <TrailerVideo paths={paths} />
          </Suspense>
        )}
        <CloseModalWell onClose={() => setOpen(false)} />
      </Modal>
    </>
  );
}
