import { Activity, useContext, useState, type ContextType, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext as DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useOutlet,
} from 'react-router';
import { useHouseholdChange } from '#app/lib/session/use-household-change.ts';

/** What the router tells a page besides its address: held still for a page kept hidden. */
interface RouterView {
  state: ContextType<typeof DataRouterStateContext>;
  data: ContextType<typeof DataRouterDataContext>;
  navigation: ContextType<typeof DataRouterNavigationContext>;
}

interface KeptPage {
  /** React's key for the page's place: a page keeps its DOM and state while it has it. */
  slot: number;
  /** The history entry the page shows (location.key). */
  entry: string;
  /**
   * Its address, as it was when the page was drawn: the same entry's address again on Back, so
   * nothing in the page that reads it (every link) renders again for it.
   */
  location: ContextType<typeof LocationContext>;
  /** The leaf route that drew it: a move within one route updates the page in place. */
  routeId: string;
  element: ReactNode;
  /** What the router said as the page came on screen: what it is held to while hidden. */
  shownWith: RouterView;
}

function useRouterView(): RouterView {
  return {
    state: useContext(DataRouterStateContext),
    data: useContext(DataRouterDataContext),
    navigation: useContext(DataRouterNavigationContext),
  };
}

/**
 * The route's page, and the page the visitor just left kept hidden (React's Activity), so Back
 * (and Forward again) shows it as it was, scrolled where it was, without drawing it afresh
 * (decision 0064). A move within one route (a genre of the same store) updates the page in
 * place, as a plain outlet does. A hidden page is held to what the router said as it came on
 * screen, so it never renders for another page's address or data, nor walks its tree for another
 * page's navigation; its effects are stopped (React's Activity), and it is dropped when the
 * household signs in or out.
 */
export function KeptOutlet() {
  const outlet = useOutlet();
  const live = useRouterView();
  const address = useContext(LocationContext);
  const entry = address.location.key;
  const routeId = live.state?.matches.at(-1)?.route.id ?? '';
  const [pages, setPages] = useState<KeptPage[]>(() => [
    { slot: 0, entry, location: address, routeId, element: outlet, shownWith: live },
  ]);
  // A page kept for another household (or for none) is no one's to show again.
  useHouseholdChange(() => setPages((kept) => (kept.length > 1 ? kept.slice(-1) : kept)));
  const current = pages.at(-1)!;
  // An entry keeps the element it was first drawn with: here only a move changes what a route
  // renders (the app has no router actions, fetchers or revalidation; data comes by queries).
  const shown = pages.find((page) => page.entry === entry);
  if (!shown) {
    // A new history entry: derived while rendering, so the new page and the hidden one commit
    // together.
    const page = { entry, location: address, routeId, element: outlet, shownWith: live };
    setPages(
      current.routeId === routeId
        ? [...pages.slice(0, -1), { ...page, slot: current.slot }]
        : [current, { ...page, slot: Math.max(...pages.map((kept) => kept.slot)) + 1 }],
    );
  } else if (shown !== current) {
    // Back (or Forward) to the kept page: it becomes the current one.
    setPages([current, { ...shown, shownWith: live }]);
  }
  return [...pages]
    .sort((a, b) => a.slot - b.slot)
    .map((page) => {
      const hidden = page !== current;
      const view = hidden ? page.shownWith : live;
      return (
        <Activity key={page.slot} mode={hidden ? 'hidden' : 'visible'}>
          <LocationContext.Provider value={page.location}>
            <DataRouterStateContext.Provider value={view.state}>
              <DataRouterDataContext.Provider value={view.data}>
                <DataRouterNavigationContext.Provider value={view.navigation}>
                  {page.element}
                </DataRouterNavigationContext.Provider>
              </DataRouterDataContext.Provider>
            </DataRouterStateContext.Provider>
          </LocationContext.Provider>
        </Activity>
      );
    });
}
