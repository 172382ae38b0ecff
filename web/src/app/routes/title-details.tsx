import { useLocation } from 'react-router';
import type { DetailsArea } from '../../config/paths.ts';
import { TitleDetails } from '../../features/details/components/title-details.tsx';

/** Which store a details route belongs to, from its path (routing is case-insensitive). */
function areaOf(pathname: string): DetailsArea {
  const path = pathname.toLowerCase();
  if (path.startsWith('/movie/box/')) return 'movieBox';
  if (path.startsWith('/account/mystuff/')) return 'myStuff';
  return 'store';
}

/**
 * Every details route of account spec §2. The commerce issue passes `renderTitleActions` here to
 * wire buying, renting and the wishlist into the page.
 */
export function Component() {
  const { pathname } = useLocation();
  return <TitleDetails area={areaOf(pathname)} />;
}
