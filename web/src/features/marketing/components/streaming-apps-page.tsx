import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import {
  streamingAppsMeta,
  streamingTiles,
  type StreamingTile,
} from '#app/content/marketing/streaming-apps.ts';
import { ItemCarousel } from './item-carousel.tsx';
import { OkModal } from './ok-modal.tsx';
import { PageHead } from './page-head.tsx';
import './marketing.css';
import { trackEvent } from '#app/lib/events/index.ts';

/**
 * /features-and-packages/streaming-apps-landing (marketing spec §2.3 "Streaming apps page"): a
 * carousel of the 11 app tiles; each opens an OK modal from its template.
 */
export function StreamingAppsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StreamingTile | null>(null);
  return (
    <article className="marketing-page">
      <PageHead meta={streamingAppsMeta} />
      <header className="marketing-page__header">
        <h1>{streamingAppsMeta.title}</h1>
        <p className="marketing-page__intro">{streamingAppsMeta.description}</p>
      </header>
      <ItemCarousel
        label={t('marketing.streaming.carousel')}
        items={streamingTiles}
        itemKey={(tile) => tile.name}
        renderItem={(tile) => (
          <button
            type="button"
            className="app-tile"
            onClick={() => {
              setOpen(tile);
              trackEvent('tile-open', { tile: tile.name });
            }}
          >
            {tile.name}
          </button>
        )}
      />
      <section className="marketing-page__section" aria-labelledby="streaming-more">
        <h2 id="streaming-more">{t('marketing.streaming.more')}</h2>
        <ul className="marketing-page__links">
          {streamingTiles
            .filter((tile) => tile.slug !== null)
            .map((tile) => (
              <li key={tile.name}>
                <Link to={`/features/streaming-apps/${tile.slug}`}>{tile.name}</Link>
              </li>
            ))}
        </ul>
      </section>
      <OkModal
        open={open !== null}
        title={open?.name ?? ''}
        body={open?.body ?? []}
        onClose={() => setOpen(null)}
      />
    </article>
  );
}
