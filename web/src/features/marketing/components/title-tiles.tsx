import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { padTvList, type Title } from '@app/domain';
import { tvFixedTiles, type FixedTvTile } from '#app/content/marketing/tv-fixed-tiles.ts';
import { titleDetailsHref } from '#app/config/paths.ts';
import { Spinner } from '#app/ui/spinner.tsx';
import { ErrorState } from '#app/ui/error-state.tsx';
import {
  usePopularTitles,
  type StoreMenu,
} from '#app/features/marketing/api/get-popular-titles.ts';
import { ContentGallery } from './content-gallery.tsx';
import { trackEvent } from '#app/lib/events/index.ts';
import { FallbackImage, TitlePlaceholder } from '#app/ui/fallback-image.tsx';

/** Thumbnail size the API serves by default (account spec §7). */
const THUMBNAIL = { width: 334, height: 188 } as const;

export function TitleLinkTile({ title }: { title: Title }) {
  return (
    <Link
      className="title-link-tile"
      to={titleDetailsHref(title)}
      onClick={() => trackEvent('tile-open', { titleId: title.id, title: title.title })}
    >
      <FallbackImage
        sources={[title.images.landscape_thumbnail]}
        fallback={
          <TitlePlaceholder title={title.title} width={THUMBNAIL.width} height={THUMBNAIL.height} />
        }
        width={THUMBNAIL.width}
        height={THUMBNAIL.height}
        loading="lazy"
        decoding="async"
      />
      <span className="title-link-tile__name">{title.title}</span>
    </Link>
  );
}

/** One of the TV list's fixed tiles: its name on generated art, as no title stands behind it. */
function FixedTile({ tile }: { tile: FixedTvTile }) {
  return (
    <Link className="title-link-tile" to={tile.href} aria-label={tile.title}>
      <TitlePlaceholder title={tile.title} width={THUMBNAIL.width} height={THUMBNAIL.height} />
    </Link>
  );
}

type GalleryItem = { kind: 'title'; title: Title } | { kind: 'fixed'; tile: FixedTvTile };

/**
 * The most popular titles of a store in a scrolling gallery (marketing spec §4, §7); the TV list
 * is its 12 most popular titles padded with 5 fixed tiles (§9).
 */
export function PopularTitlesGallery({ menu, label }: { menu: StoreMenu; label: string }) {
  const { t } = useTranslation();
  const titles = usePopularTitles(menu);
  if (titles.isPending) return <Spinner label={t('marketing.titlesLoading')} size="small" />;
  if (titles.isError) {
    return (
      <ErrorState
        title={t('marketing.titlesFailed')}
        error={titles.error}
        onRetry={() => void titles.refetch()}
      />
    );
  }
  if (titles.data.length === 0) return <p>{t('marketing.noTitles')}</p>;
  const popular = titles.data.map((title): GalleryItem => ({ kind: 'title', title }));
  const items =
    menu === 'TV Store'
      ? padTvList(
          popular,
          tvFixedTiles.map((tile): GalleryItem => ({ kind: 'fixed', tile })),
        )
      : popular;
  return (
    <ContentGallery
      label={label}
      items={items}
      itemKey={(item) => (item.kind === 'title' ? String(item.title.id) : item.tile.href)}
      renderItem={(item) =>
        item.kind === 'title' ? (
          <TitleLinkTile title={item.title} />
        ) : (
          <FixedTile tile={item.tile} />
        )
      }
    />
  );
}
