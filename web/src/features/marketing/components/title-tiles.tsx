import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Title } from '@app/domain';
import { titleDetailsHref } from '../../../config/paths.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { usePopularTitles, type StoreMenu } from '../api/get-popular-titles.ts';
import { ContentGallery } from './content-gallery.tsx';
import { trackEvent } from '../../../lib/events/index.ts';
import { FallbackImage, TitlePlaceholder } from '../../../ui/fallback-image.tsx';

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

/** The most popular titles of a store in a scrolling gallery (marketing spec §4, §7). */
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
  return (
    <ContentGallery
      label={label}
      items={titles.data}
      itemKey={(title) => String(title.id)}
      renderItem={(title) => <TitleLinkTile title={title} />}
    />
  );
}
