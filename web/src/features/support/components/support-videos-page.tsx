import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  VIDEO_CATEGORIES,
  supportVideos,
  type SupportVideo,
  type VideoCategory,
} from '../../../content/help/support.ts';
import { paths } from '../../../config/paths.ts';
import { Modal } from '../../../ui/modal.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import './support.css';
import { RedirectToNotFound } from '../../../lib/ssr/not-found.tsx';

/** Video tiles per page (marketing spec §9). */
export const VIDEOS_PER_PAGE = 12;

/**
 * No third-party player or script may load (STACK.md), so every tile plays the locally served
 * demo clip in the lightbox; the YouTube id stays the video's identity.
 */
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

  return (
    <div className="support-page support-page--wide">
      <PageTitle title={t('support.videos.title')} />
      <h1>{t('support.videos.title')}</h1>
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
              <button type="button" className="button" onClick={() => setPlaying(v)}>
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
            className="button--secondary"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('support.videos.previous')}
          </button>
          <span>{t('support.videos.page', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="button--secondary"
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

function VideoPlayer({ video }: { video: SupportVideo }) {
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
  return (
    <div className="support-lightbox">
      <p>{video.description}</p>
      {unsupported ? (
        <p role="alert">{t('support.videos.unsupported')}</p>
      ) : (
        <video ref={ref} controls playsInline aria-label={video.title} width={640} height={360} />
      )}
    </div>
  );
}
