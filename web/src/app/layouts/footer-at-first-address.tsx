import { useContext, useState, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router';

/**
 * A footer whose links go to fixed addresses, held to the address and the route they were first
 * drawn at. A link reads them only to resolve a relative path and to tell whether it leads to the
 * page shown, yet React Router draws every link again on every move: the footer's ~35 links were
 * 10-20 % of a move's rendering (issue 33). Only for absolute links. The address is brought up to
 * date as a finger or the keyboard reaches the footer, so that a link to the page shown replaces
 * its history entry, as any link does, rather than adding one.
 */
export function FooterAtFirstAddress({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const router = useContext(DataRouterContext)?.router;
  const [held, setHeld] = useState(useContext(LocationContext));
  // The layout's route as it was, without the page it then held (its outlet).
  const route = useContext(RouteContext);
  const [heldRoute] = useState(() => ({ ...route, outlet: null }));
  const bringUpToDate = () => {
    if (!router || router.state.location === held.location) return;
    setHeld({ location: router.state.location, navigationType: router.state.historyAction });
  };
  return (
    <LocationContext.Provider value={held}>
      <RouteContext.Provider value={heldRoute}>
        <footer
          className={className}
          onPointerDownCapture={bringUpToDate}
          onFocusCapture={bringUpToDate}
        >
          {children}
        </footer>
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
}
