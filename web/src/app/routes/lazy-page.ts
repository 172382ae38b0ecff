import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { onDemandModule } from '#app/lib/on-demand-module.ts';
import type { RouteHandle } from '#app/app/route-handle.ts';

/**
 * A page whose component is its own chunk. A loader, if any, is not lazy: it runs while the
 * chunk downloads, so the page's data and code arrive in parallel. Once a link's intent has
 * loaded the chunk (route-intent.ts), the move takes it in the same task (on-demand-module.ts).
 */
export function lazyPage(
  path: string,
  load: () => Promise<ComponentType>,
  loader?: LoaderFunction,
  handle?: RouteHandle,
): RouteObject {
  const component = onDemandModule(load);
  return {
    path,
    ...(loader ? { loader } : {}),
    ...(handle ? { handle } : {}),
    lazy: () => component.run((Component) => ({ Component })),
  };
}
