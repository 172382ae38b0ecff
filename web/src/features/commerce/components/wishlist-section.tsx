import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Title } from '@app/domain';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import {
  formatDisplayDate,
  formatPrice,
  isNewWishlistItem,
  lowestPrices,
  nextWishlistNewMarkEnd,
  wishlistOrder,
} from '@app/domain';
import { serverNow } from '#app/api/client.ts';
import { titleDetailsHref, WISHLIST_ANCHOR } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { useServerTimeReaching } from '#app/lib/use-server-time-reaching.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { PosterLink, TitleGridSkeleton } from '#app/ui/title-tile.tsx';
import { Toast, useToast } from '#app/ui/toast.tsx';
import { titlesQueryOptions } from '#app/features/commerce/api/get-titles.ts';
import { wishlistQueryOptions } from '#app/features/commerce/api/wishlist.ts';
import { useWishlistChange } from '#app/features/commerce/api/wishlist-change.ts';
import './commerce.css';

/**
 * The wishlist on My Stuff: newest first, items added in the last 33 s marked new (account spec
 * §9), each with its details and a remove button. WISHLISTS_CHANGED from another device reloads it.
 */
export function WishlistSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { isCustomer } = useSession();
  const wishlist = useQuery(wishlistQueryOptions(isCustomer));
  const ids = wishlist.data ? wishlistOrder(wishlist.data.VOD_WISHLIST) : [];
  const titles = useQuery(titlesQueryOptions(ids));
  const change = useWishlistChange();
  const { toast, showToast, dismissToast } = useToast();
  const byId = new Map((titles.data ?? []).map((title) => [title.id, title]));
  const now = serverNow();
  // A page left open drops each "new" mark when its 33 s are over.
  useServerTimeReaching(nextWishlistNewMarkEnd(wishlist.data?.VOD_WISHLIST ?? {}, now));

  let body;
  if (wishlist.isPending)
    body = (
      // Posters of the final size while it loads, so the page keeps its shape (issue 21).
      <TitleGridSkeleton label={t('commerce.wishlist.loading')} count={4} />
    );
  else if (wishlist.isError)
    body = (
      <ErrorState
        title={t('commerce.wishlist.loadFailed')}
        error={wishlist.error}
        onRetry={() => void wishlist.refetch()}
      />
    );
  else if (ids.length === 0) body = <p>{t('commerce.wishlist.empty')}</p>;
  else {
    body = (
      <ul className="title-grid wishlist-list" aria-label={t('commerce.wishlist.listLabel')}>
        {ids.map((id) => {
          const title = byId.get(id);
          const name = title?.title ?? t('commerce.wishlist.titleFallback', { id });
          const added = wishlist.data.VOD_WISHLIST[String(id)]!;
          return (
            <li key={id} className="tile wishlist-list__item">
              {title ? (
                <PosterLink to={titleDetailsHref(title, 'myStuff')} titleId={id} alt={name} />
              ) : (
                <span className="tile__image skeleton" />
              )}
              <h3 className="wishlist-list__title">
                {name}
                {isNewWishlistItem(added, now) && (
                  <span className="wishlist-list__new">{t('commerce.wishlist.new')}</span>
                )}
              </h3>
              <p className="wishlist-list__added">
                {t('commerce.wishlist.addedOn', {
                  date: formatDisplayDate(added),
                })}
              </p>
              {title && <WishlistOffer title={title} />}
              <button
                type="button"
                className="button button--secondary wishlist-list__remove"
                aria-label={t('commerce.wishlist.removeTitle', { title: name })}
                disabled={change.isPending}
                onPointerEnter={change.preload}
                onFocus={change.preload}
                onClick={() =>
                  change.mutate(
                    { titleId: id, add: false },
                    { onError: () => showToast(t('commerce.wishlist.failed'), 'error') },
                  )
                }
              >
                {t('commerce.wishlist.removeShort')}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="wishlist-section" id={WISHLIST_ANCHOR} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('commerce.wishlist.heading')}</h2>
      {body}
      <Toast toast={toast} onDismiss={dismissToast} />
    </section>
  );
}

/**
 * What a wished-for title costs and the way to get it: the lowest rental and purchase prices, and
 * a link to the title's page, where the customer rents or buys (issue 34).
 */
function WishlistOffer({ title }: { title: Title }) {
  const { t } = useTranslation();
  const { rent, buy } = lowestPrices(title.price_rules);
  if (rent === null && buy === null) return null;
  const prices = [
    rent !== null ? t('commerce.wishlist.rentFrom', { price: formatPrice(rent) }) : null,
    buy !== null ? t('commerce.wishlist.buyFrom', { price: formatPrice(buy) }) : null,
  ].filter((text) => text !== null);
  const action =
    rent !== null && buy !== null
      ? t('commerce.wishlist.rentOrBuy')
      : rent !== null
        ? t('commerce.wishlist.rent')
        : t('commerce.wishlist.buy');
  return (
    <>
      <p className="wishlist-list__prices">{prices.join(' · ')}</p>
      <Link
        className="button wishlist-list__action"
        to={titleDetailsHref(title, 'myStuff')}
        aria-label={`${action}: ${title.title}`}
      >
        {action}
      </Link>
    </>
  );
}
