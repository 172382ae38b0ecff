import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useParams } from 'react-router';
import { videoEmbedUrl } from '@app/domain';
import {
  VIDEO_CATEGORIES,
  supportVideos,
  type SupportVideo,
  type VideoCategory,
} from '#app/content/help/support.ts';
import { paths } from '#app/config/paths.ts';
import { Modal } from '#app/ui/modal.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import './support.css';
import { RedirectToNotFound } from '#app/lib/ssr/not-found.tsx';
import { trackEvent } from '#app/lib/events/index.ts';

/** Video tiles per page (marketing spec §9). */
export const VIDEOS_PER_PAGE = 12;

/** The locally served demo clip: the offline fallback of every video (issue 23). */
const LOCAL_CLIP = '/media/trailers/demo/index.m3u8';

/** /support/videos/{option?}: video tiles by category, 12 a page, played in a lightbox. */
export function SupportVideosPage() {
  const { t } = useTranslation();
  const { option } = useParams();
  const category = VIDEO_CATEGORIES.find((c) => c === option?.toLowerCase());
  const [page, setPage] = useState(0);
  const [seenCategory, setSeenCategory] = useState(category);
  if (seenCategory !== category) {
    setSeenCategory(category);
    setPage(0);
  }
  const [playing, setPlaying] = useState<SupportVideo | null>(null);
  if (option && !category) return <RedirectToNotFound />;

  const videos = category ? supportVideos.filter((v) => v.category === category) : supportVideos;
  const pages = Math.max(1, Math.ceil(videos.length / VIDEOS_PER_PAGE));
  const shown = videos.slice(page * VIDEOS_PER_PAGE, (page + 1) * VIDEOS_PER_PAGE);
  const categoryName = (c: VideoCategory) => t(`support.videos.categories.${c}`);
  const title = category
    ? t('support.videos.categoryTitle', { category: categoryName(category) })
    : t('support.videos.title');

  return (
    <div className="support-page support-page--wide">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <nav aria-label={t('support.videos.categoriesLabel')}>
        <ul className="support-categories">
          <li>
            <Link to={paths.supportVideos.getHref()} aria-current={!category ? 'page' : undefined}>
              {t('support.videos.all')}
            </Link>
          </li>
          {VIDEO_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                to={paths.supportVideos.getHref(c)}
                aria-current={c === category ? 'page' : undefined}
              >
                {categoryName(c)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{category ? categoryName(category) : t('support.videos.all')}</h2>
      {shown.length === 0 ? (
        <p>{t('support.videos.none')}</p>
      ) : (
        <ul className="support-tiles" aria-label={t('support.videos.listLabel')}>
          {shown.map((v) => (
            <li key={v.youTubeId} className="support-tile">
              <h3>{v.title}</h3>
              <p>{v.description}</p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setPlaying(v);
                  trackEvent('video-open', { youTubeId: v.youTubeId, title: v.title });
                }}
              >
                {t('support.videos.play', { title: v.title })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('support.videos.pagesLabel')} className="support-pager">
          <button
            type="button"
            className="button button--secondary"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('support.videos.previous')}
          </button>
          <span>{t('support.videos.page', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages - 1}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('support.videos.next')}
          </button>
        </nav>
      )}
      <Modal open={playing !== null} onClose={() => setPlaying(null)} title={playing?.title ?? ''}>
        {playing && <VideoPlayer video={playing} />}
      </Modal>
    </div>
  );
}

type PlayerMode = 'ask' | 'embed' | 'local';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The lightbox's player (marketing spec §3: each video's `youTubeId`). Nothing is fetched from
 * the video host until the visitor asks for it: then the privacy-enhanced player loads in a frame
 * (the only frame the page's CSP allows, decision 0032). Offline, or if the visitor prefers, the
 * locally served clip plays instead.
 */
function VideoPlayer({ video }: { video: SupportVideo }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PlayerMode>(() => (isOffline() ? 'local' : 'ask'));
  useEffect(() => {
    // Losing the connection falls back to the local clip, which needs none.
    const onOffline = () => setMode('local');
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, []);
  return (
    <div className="support-lightbox">
      <p>{video.description}</p>
      {mode === 'ask' && (
        <div className="support-lightbox__ask">
          <p>{t('support.videos.askEmbed')}</p>
          <button type="button" className="button" onClick={() => setMode('embed')}>
            {t('support.videos.loadEmbed', { title: video.title })}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setMode('local')}
          >
            {t('support.videos.playLocal')}
          </button>
        </div>
      )}
      {mode === 'embed' && (
        <>
          <iframe
            className="support-lightbox__frame"
            src={videoEmbedUrl(video.youTubeId)}
            title={t('support.videos.embedTitle', { title: video.title })}
            width={640}
            height={360}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setMode('local')}
          >
            {t('support.videos.playLocal')}
          </button>
        </>
      )}
      {mode === 'local' && <LocalClip title={video.title} />}
    </div>
  );
}

/** The locally served clip, through hls.js where the browser has no native HLS. */
function LocalClip({ title }: { title: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let stop = () => {};
    let cancelled = false;
    void (async () => {
      const Hls = (await import('hls.js')).default;
      if (cancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls();
        hls.loadSource(LOCAL_CLIP);
        hls.attachMedia(element);
        stop = () => hls.destroy();
      } else if (element.canPlayType('application/vnd.apple.mpegurl')) {
        element.src = LOCAL_CLIP;
      } else {
        setUnsupported(true);
      }
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return unsupported ? (
    <p role="alert">{t('support.videos.unsupported')}</p>
  ) : (
    <video ref={ref} controls playsInline aria-label={title} width={640} height={360} />
  );
}
