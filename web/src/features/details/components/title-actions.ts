import type { ReactNode } from 'react';
import type { PriceOption, Title } from '@app/domain';

/** What the purchase and wishlist controls of a title need to know. */
export interface TitleActionsContext {
  /** The movie, season or episode the controls act on. */
  title: Title;
  /** Its season (for an episode) or its show (for a season), when it has one. */
  parent: Title | null;
  /** Its price rules as options, rentals first (domain priceOptionsOf). */
  priceOptions: PriceOption[];
}

/**
 * The extension point where the commerce issue wires buying, renting and the wishlist toggle:
 * the details page calls it beside each title's price options and renders what it returns. The
 * details feature itself shows prices only as information. Pass it from app/routes (a feature
 * never imports another).
 */
export type RenderTitleActions = (context: TitleActionsContext) => ReactNode;
