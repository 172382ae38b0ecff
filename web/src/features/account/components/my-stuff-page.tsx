import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { formatDisplayDate, seasonName } from '@app/domain';
import { serverNow } from '#app/api/client.ts';
import { paths, titleDetailsHref } from '#app/config/paths.ts';
import { useDeviceWording } from '#app/lib/session/use-device-wording.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
import { PosterLink, TitleGridSkeleton, TitleTileSkeletons } from '#app/ui/title-tile.tsx';
import {
  useEntitledTitles,
  type EntitledTitle,
} from '#app/features/account/api/get-entitled-title-names.ts';
import { myStuffItems, type MyStuffItem } from '#app/features/account/my-stuff-items.ts';
import './account.css';

type Filter = 'all' | 'movies' | 'tv';
const FILTERS: readonly Filter[] = ['all', 'movies', 'tv'];

interface MyStuffPageProps {
  /** What the app composes in after the titles (the wishlist). */
  children?: ReactNode;
  /** The Play control for a title the household has (the commerce feature's). */
  renderPlay?: (titleId: number, name: string) => ReactNode;
}

/**
 * /account/mystuff (mustLogIn): the titles the household bought or rented (account spec §2) as
 * posters, each with its status and Play, filtered to movies or TV; then what the app composes
 * in (the wishlist).
 */
export function MyStuffPage({ children, renderPlay }: MyStuffPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { account } = useSession();
  const device = useDeviceWording();
  const [filter, setFilter] = useState<Filter>('all');
  const items = account ? myStuffItems(account.entitlements, serverNow()) : [];
  const titles = useEntitledTitles(items.map((item) => item.titleId));
  const byId = titles.data ?? {};
  const shown = items.filter((item) => {
    const title = byId[item.titleId];
    if (filter === 'all' || !title) return true;
    return (title.sub_type === 'movie') === (filter === 'movies');
  });

  return (
    <section className="account-page my-stuff-page" aria-labelledby={headingId}>
      <PageTitle title={t('myStuff.title')} />
      <h1 id={headingId}>{t('myStuff.title')}</h1>
      <p className="account-page__intro">{t(`myStuff.intro.${device}`)}</p>
      {!account ? (
        // Until the account arrives, posters of the final size: not 'nothing here' (issue 21).
        <TitleGridSkeleton label={t('myStuff.loading')} count={8} className="title-grid my-stuff" />
      ) : items.length === 0 ? (
        <div className="account-page__empty">
          <p>{t('myStuff.empty')}</p>
          <Link className="button" to={paths.movieStore.getHref()}>
            {t('myStuff.browse')}
          </Link>
        </div>
      ) : (
        <>
          <div className="my-stuff__filters" role="group" aria-label={t('myStuff.filterLabel')}>
            {FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                className="chip"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {t(`myStuff.filter.${value}`)}
              </button>
            ))}
          </div>
          <ul className="title-grid my-stuff" aria-label={t('myStuff.listLabel')}>
            {titles.isPending ? (
              <TitleTileSkeletons count={Math.min(items.length, 8)} />
            ) : (
              shown.map((item) => (
                <MyStuffCard
                  key={item.titleId}
                  item={item}
                  title={byId[item.titleId]}
                  renderPlay={renderPlay}
                />
              ))
            )}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}

/** "Tidewater, S1 E3: The Quiet Part" for an episode; the show and season for a season. */
export function useTitleName() {
  const { t } = useTranslation();
  return (title: EntitledTitle): string => {
    const show = title.showTitle ?? '';
    if (title.sub_type === 'episode' && title.season_number !== null && show) {
      return t('myStuff.episodeName', {
        show,
        season: title.season_number,
        episode: title.episode_number ?? '',
        title: title.title,
      });
    }
    if (title.sub_type === 'season' && title.season_number !== null && show) {
      return `${show}, ${seasonName(title.season_number)}`;
    }
    return title.title;
  };
}

function MyStuffCard({
  item,
  title,
  renderPlay,
}: {
  item: MyStuffItem;
  title: EntitledTitle | undefined;
  renderPlay: MyStuffPageProps['renderPlay'];
}) {
  const { t } = useTranslation();
  const nameOf = useTitleName();
  const name = title ? nameOf(title) : t('myStuff.titleFallback', { id: item.titleId });
  return (
    <li className="tile my-stuff__item">
      {title ? (
        <PosterLink
          to={titleDetailsHref(title, 'myStuff')}
          titleId={title.root_parent_id ?? title.id}
          alt={name}
        />
      ) : (
        <span className="tile__image skeleton" />
      )}
      <h2 className="my-stuff__title">{name}</h2>
      <MyStuffStatus item={item} />
      {title && item.kind !== 'pending' && renderPlay?.(title.id, name)}
    </li>
  );
}

function MyStuffStatus({ item }: { item: MyStuffItem }) {
  const { t } = useTranslation();
  const date = item.expires ? formatDisplayDate(item.expires) : '';
  const status =
    item.kind === 'bought'
      ? t('myStuff.bought')
      : item.kind === 'rented'
        ? t('myStuff.rentedUntil', { date })
        : t('myStuff.pending');
  return (
    <p className={`my-stuff__status my-stuff__status--${item.kind}`}>
      {status}
      {item.episodeCount > 0 && (
        <span className="my-stuff__episodes">
          {' · '}
          {t('myStuff.episodes', { count: item.episodeCount })}
        </span>
      )}
    </p>
  );
}
