import { MyStuffPage } from '#app/features/account/components/my-stuff-page.tsx';
import { PlayButton } from '#app/features/commerce/components/play-button.tsx';
import { WishlistSection } from '#app/features/commerce/components/wishlist-section.tsx';

/** My Stuff (account spec §2): the household's titles with Play, then its wishlist. */
export function MyStuffWithWishlist() {
  return (
    <MyStuffPage renderPlay={(titleId, name) => <PlayButton title={{ id: titleId }} name={name} />}>
      <WishlistSection />
    </MyStuffPage>
  );
}
