import { useQuery } from '@tanstack/react-query';
import { wishlistOrder, type Account } from '@app/domain';
import { serverNow } from '#app/api/client.ts';
import { paths, titleDetailsHref } from '#app/config/paths.ts';
import { useEntitledTitles } from '#app/features/account/api/get-entitled-title-names.ts';
import { myStuffItems } from '#app/features/account/my-stuff-items.ts';
import { titlesQueryOptions } from '#app/features/commerce/api/get-titles.ts';
import { wishlistQueryOptions } from '#app/features/commerce/api/wishlist.ts';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Shelf } from '#app/ui/shelf.tsx';
import { TitleTile } from '#app/ui/title-tile.tsx';

/** A customer's own titles (bought and rented, newest first) and wishlist, before the store's. */
export function OwnShelves({ account }: { account: Account }) {
  const { t } = useTranslation();
  const items = myStuffItems(account.entitlements, serverNow());
  const owned = useEntitledTitles(items.map((item) => item.titleId)).data ?? {};
  const wishlist = useQuery(wishlistQueryOptions(true));
  const wishlistIds = wishlist.data ? wishlistOrder(wishlist.data.VOD_WISHLIST) : [];
  const wished = useQuery(titlesQueryOptions(wishlistIds));
  const ownedTitles = items.flatMap((item) => {
    const title = owned[item.titleId];
    return title ? [{ title, item }] : [];
  });
  return (
    <>
      {ownedTitles.length > 0 && (
        <Shelf heading={t('home.shelves.yours')} seeAllHref={paths.myStuff.getHref()}>
          {ownedTitles.map(({ title, item }) => (
            <TitleTile
              key={title.id}
              title={title}
              href={titleDetailsHref(title, 'myStuff')}
              headingLevel={3}
              note={item.kind === 'rented' ? t('home.rented') : t('home.owned')}
              eager
            />
          ))}
        </Shelf>
      )}
      {wished.data && wished.data.length > 0 && (
        <Shelf heading={t('home.shelves.wishlist')} seeAllHref={paths.myStuff.getHref()}>
          {wished.data.map((title) => (
            <TitleTile
              key={title.id}
              title={title}
              href={titleDetailsHref(title, 'store')}
              headingLevel={3}
            />
          ))}
        </Shelf>
      )}
    </>
  );
}
