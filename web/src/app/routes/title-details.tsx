import { useLocation } from 'react-router';
import type { DetailsArea } from '#app/config/paths.ts';
import { TitleActions } from '#app/features/commerce/components/title-actions.tsx';
import type { RenderTitleActions } from '#app/features/details/components/title-actions.ts';
import { TitleDetails } from '#app/features/details/components/title-details.tsx';

/** Which store a details route belongs to, from its path (routing is case-insensitive). */
function areaOf(pathname: string): DetailsArea {
  const path = pathname.toLowerCase();
  if (path.startsWith('/movie/box/')) return 'movieBox';
  if (path.startsWith('/account/mystuff/')) return 'myStuff';
  return 'store';
}

/** Buying, renting, Play and the wishlist, from the commerce feature, beside each title's prices. */
const renderTitleActions: RenderTitleActions = ({ title, parent }) => (
  <TitleActions title={title} parent={parent} />
);

/** Every details route of account spec §2, with the commerce controls wired in. */
export function Component() {
  const { pathname } = useLocation();
  return <TitleDetails area={areaOf(pathname)} renderTitleActions={renderTitleActions} />;
}
