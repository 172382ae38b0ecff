import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<P> = ComponentType<P>;

/**
 * A component whose code loads when it first renders, with `preload` to start sooner (as the
 * pointer or focus reaches what opens it): for the parts of a page that only an action shows, so
 * the page's first load goes without them (issue 23). A load that fails is tried again next time.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<Loaded<P>>,
): LazyExoticComponent<Loaded<P>> & { preload: () => Promise<Loaded<P>> } {
  let loading: Promise<Loaded<P>> | null = null;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}
