import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import {
  backdropPath,
  classificationOf,
  textFreePosterPath,
  type CatalogueView,
  type ContentClass,
  type SortType,
  type Title,
} from '@app/domain';
import { packageHref, paths, titleDetailsHref } from '#app/config/paths.ts';
import { packsWithPlans } from '#app/content/marketing/packages.ts';
import { OnNowShelf } from '#app/features/guide/components/on-now-shelf.tsx';
import { FeatureIcon } from '#app/features/marketing/components/feature-icon.tsx';
import { HomeMarketing } from '#app/features/marketing/components/home-marketing.tsx';
import { PackCard } from '#app/features/marketing/components/pack-card.tsx';
import { usePublicPlans } from '#app/features/marketing/api/get-public-plans.ts';
import { catalogueTabQueryOptions } from '#app/features/store/api/get-catalogue-tab.ts';
import { lazyComponent } from '#app/lib/lazy-component.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { useRunningTime } from '#app/ui/running-time.ts';
import { Shelf } from '#app/ui/shelf.tsx';
import { TitleTile, TitleTileSkeletons } from '#app/ui/title-tile.tsx';
import './home.css';

/** Posters a home shelf shows: a screenful and a half on a desktop. */
const SHELF_LENGTH = 12;

/**
 * The home page: a hero with what is new and one call to action, then shelves of titles to
 * watch. A signed-in customer sees their own titles and wishlist first; everyone then sees new
 * movies, popular TV, Movie Box, a genre, what is on TV now and the packs with their prices, then the marketing
 * highlights (marketing spec §2.1).
 */
export function Component() {
  const { t } = useTranslation();
  // The session is read by the parts it changes, never here: the household's answer (and the
  // end of hydration) would render the whole page again, every shelf with it (issue 33).
  const newMovies = useStoreShelf('movie', 'all', 'newest');
  const featured = newMovies.titles?.[0];
  const genre = newMovies.genres.find((tab) => tab.id !== 'all');
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        {featured && (
          <img
            className="home-hero__image"
            src={backdropPath(featured.id, 1280)}
            srcSet={`${backdropPath(featured.id, 640)} 640w, ${backdropPath(featured.id, 1280)} 1280w, ${backdropPath(featured.id, 1920)} 1920w`}
            sizes="100vw"
            width={1280}
            height={720}
            alt=""
            fetchPriority="high"
          />
        )}
        <div className="home-hero__body">
          <h1 id="home-title" className="home-hero__pitch">
            {t('home.title')}
          </h1>
          {featured ? (
            <FeaturedTitle title={featured} />
          ) : (
            <p className="home-hero__featured">
              <span className="skeleton home-hero__cta-skeleton" />
            </p>
          )}
        </div>
      </section>

      <CustomerShelves />
      <TitleShelf
        heading={t('home.shelves.newMovies')}
        seeAllHref={paths.movieStore.getHref('all', 'newest')}
        titles={newMovies.titles}
        eager
      />
      <StoreShelf
        heading={t('home.shelves.popularTv')}
        seeAllHref={paths.tvStore.getHref('all', 'popularity')}
        contentClass="tv"
        sort="popularity"
      />
      <StoreShelf
        heading={t('home.shelves.movieBox')}
        seeAllHref={paths.movieBox.getHref()}
        contentClass="movie"
        sort="popularity"
        view="movie_box"
      />
      {genre && (
        <StoreShelf
          heading={genre.name}
          seeAllHref={paths.movieStore.getHref(genre.id, 'popularity')}
          contentClass="movie"
          genre={genre.id}
          sort="popularity"
        />
      )}
      <OnNowShelf />
      <PackShelf />
      <nav aria-label={t('home.storesLabel')}>
        <ul className="home__stores">
          {(
            [
              ['movies', paths.movieStore.getHref(), 'movieStore', 'movieStoreText'],
              ['box', paths.movieBox.getHref(), 'movieBox', 'movieBoxText'],
              ['live', paths.tvStore.getHref(), 'tvStore', 'tvStoreText'],
              ['guide', paths.tvGuide.getHref(), 'guide', 'guideText'],
            ] as const
          ).map(([icon, href, name, text]) => (
            <li key={href} className="feature-card home__store">
              <FeatureIcon name={icon} />
              <p className="feature-card__title">
                <Link to={href}>{t(`home.${name}`)}</Link>
              </p>
              <p className="feature-card__summary">{t(`home.${text}`)}</p>
            </li>
          ))}
        </ul>
      </nav>
      <HomeMarketing />
    </div>
  );
}

/**
 * The title the hero sells, named and shown: its poster, what it is and one call to action
 * (issue 34). The poster is the store's art without the title in it: the heading beside it says it.
 */
function FeaturedTitle({ title }: { title: Title }) {
  const { t } = useTranslation();
  const welcomeBack = useSession().isCustomer;
  const classification = classificationOf(title.rating);
  const duration = useRunningTime();
  const facts = [
    title.year_production,
    title.genres.find((genre) => !genre.hide_from_view)?.name,
    classification.code,
    duration(title.duration),
  ].filter((fact) => fact != null && fact !== '');
  return (
    <div className="home-hero__feature">
      <img
        className="home-hero__poster"
        src={textFreePosterPath(title.id, 300)}
        srcSet={`${textFreePosterPath(title.id, 200)} 200w, ${textFreePosterPath(title.id, 300)} 300w, ${textFreePosterPath(title.id, 450)} 450w`}
        sizes="(min-width: 40rem) 12rem, 6rem"
        width={200}
        height={300}
        alt=""
      />
      <div className="home-hero__about">
        <p className="home-hero__eyebrow">
          {welcomeBack ? t('home.welcomeBack') : t('home.eyebrow')}
        </p>
        <h2 className="home-hero__title">{title.title}</h2>
        <p className="home-hero__facts">{facts.join(' · ')}</p>
        <p className="home-hero__intro">{title.synopsis}</p>
        <p className="home-hero__featured">
          <Link className="button button--large" to={titleDetailsHref(title, 'store')}>
            {t('home.featured', { title: title.title })}
          </Link>
        </p>
      </div>
    </div>
  );
}

interface GenreTab {
  id: string;
  name: string;
}

function useStoreShelf(
  contentClass: ContentClass,
  genre: string,
  sort: SortType,
  view?: CatalogueView,
) {
  const query = useInfiniteQuery(catalogueTabQueryOptions({ contentClass, genre, sort, view }));
  const first = query.data?.pages[0];
  const genres: GenreTab[] = (first?.tabs ?? []).map((tab) => ({
    id: String(tab.id),
    name: tab.name,
  }));
  return { titles: first?.titles.slice(0, SHELF_LENGTH), genres };
}

function StoreShelf(props: {
  heading: string;
  seeAllHref: string;
  contentClass: ContentClass;
  sort: SortType;
  genre?: string;
  view?: CatalogueView;
}) {
  const shelf = useStoreShelf(props.contentClass, props.genre ?? 'all', props.sort, props.view);
  return <TitleShelf heading={props.heading} seeAllHref={props.seeAllHref} titles={shelf.titles} />;
}

function TitleShelf({
  heading,
  seeAllHref,
  titles,
  eager = false,
}: {
  heading: string;
  seeAllHref?: string;
  titles: readonly Title[] | undefined;
  eager?: boolean;
}) {
  if (titles && titles.length === 0) return null;
  return (
    <Shelf heading={heading} seeAllHref={seeAllHref}>
      {titles ? (
        titles.map((title, index) => (
          <TitleTile
            key={title.id}
            title={title}
            href={titleDetailsHref(title, 'store')}
            headingLevel={3}
            eager={eager && index < 7}
          />
        ))
      ) : (
        <TitleTileSkeletons count={8} />
      )}
    </Shelf>
  );
}

/**
 * A customer's own shelves, whose code comes only for a customer: the server renders the page for
 * nobody, so a visitor's first load goes without it (issue 33).
 */
const OwnShelves = lazyComponent(async () => (await import('./home-own-shelves.tsx')).OwnShelves);

/** A signed-in customer's own shelves; nothing for anyone else. */
function CustomerShelves() {
  const { account, isCustomer } = useSession();
  return isCustomer && account ? (
    <Suspense fallback={null}>
      <OwnShelves account={account} />
    </Suspense>
  ) : null;
}

/** The channel packs with their monthly prices, linking to each pack's page. */
function PackShelf() {
  const { t } = useTranslation();
  const plans = usePublicPlans();
  const packs = (['premium-channels', 'special-interest'] as const).flatMap((group) =>
    packsWithPlans(group, plans.data?.plans ?? []).map((pack) => ({ group, ...pack })),
  );
  if (plans.isSuccess && packs.length === 0) return null;
  return (
    <Shelf
      heading={t('home.shelves.packs')}
      seeAllHref={paths.featuresAndPackages.getHref()}
      kind="wide"
    >
      {plans.isPending
        ? Array.from({ length: 4 }, (_, index) => (
            <li key={index} aria-hidden="true">
              <span className="skeleton home-pack__skeleton" />
            </li>
          ))
        : packs.map(({ group, content, plan }) => (
            <li key={plan.id} className="home-pack">
              <PackCard
                plan={plan}
                plans={plans.data?.plans ?? []}
                channels={plans.data?.channels ?? {}}
                href={packageHref(group, content.slug)}
                tagline={content.tagline}
                headingLevel={3}
              />
            </li>
          ))}
    </Shelf>
  );
}
