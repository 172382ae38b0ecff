import { MyStuffPage } from '../../features/account/components/my-stuff-page.tsx';
import { WishlistSection } from '../../features/commerce/components/wishlist-section.tsx';

/** My Stuff (account spec §2): the household's titles, then its wishlist. */
export function MyStuffWithWishlist() {
  return (
    <MyStuffPage>
      <WishlistSection />
    </MyStuffPage>
  );
}
