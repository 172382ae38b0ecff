import { RouterContextProvider } from 'react-router';
import { whenIdle } from '#app/lib/when-idle.ts';
import type { RouteHandle } from './route-handle.ts';
import type { MatchRoute } from './route-table.ts';
import type { AppRouter } from './router.tsx';

/** A link's path within this app, or null for another site, a file or a download. */
export function appPathOf(link: HTMLAnchorElement, origin: string): string | null {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin || /\.\w+$/.test(url.pathname)) return null;
  return url.pathname + url.search;
}

/**
 * Starts a page's code, and with `data` its loaders' calls, before the visitor moves to it
 * (issue 33: a move between store pages shows its content within 100 ms of the tap). The route's
 * lazy module is the same import React Router makes when it navigates, and the loaders start the
 * same queries into the same query cache (they await no data), so the move finds both in hand.
 */
const codeStarted = new WeakMap<MatchRoute, Set<string>>();

export function prefetchRoute(match: MatchRoute, path: string, data: boolean): void {
  const url = new URL(path, window.location.origin);
  const matches = match(url.pathname) ?? [];
  const routesStarted = codeStarted.get(match) ?? new Set<string>();
  codeStarted.set(match, routesStarted);
  for (const { route, params } of matches) {
    const handle = route.handle as RouteHandle | undefined;
    const id = route.id!;
    if (!routesStarted.has(id)) {
      routesStarted.add(id);
      const code = [
        typeof route.lazy === 'function' ? route.lazy() : null,
        // The loader's own code too, so that a touch on the link starts its calls at once.
        handle?.prefetchCode?.(),
      ];
      void Promise.all(code).catch(() => routesStarted.delete(id));
    }
    // Only a loader that just starts queries: a guard run on a hover would check the session
    // (and forget that the server ended it) before the visitor has chosen to go.
    const prefetchable = handle?.prefetchData === true;
    if (data && prefetchable && typeof route.loader === 'function') {
      // A prefetch that fails is asked again by the move itself, which shows the failure.
      void Promise.resolve(
        route.loader({
          request: new Request(url),
          url,
          pattern: route.path ?? '',
          params,
          context: new RouterContextProvider(),
        }),
      ).catch(() => {});
    }
  }
}

/** How long one idle task may spend starting the code of links in view. */
const IN_VIEW_SLICE_MS = 10;

/**
 * Prefetches on the visitor's intent: the data and code of a link pressed (pointer down comes
 * ~100 ms before the tap's click on a phone), hovered or focused, and the code of links that come
 * into view (the next likely tap). Each path's data is started once per page shown.
 */
export function prefetchOnIntent(router: AppRouter, match: MatchRoute): () => void {
  const origin = window.location.origin;
  let started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const path = appPathOf(link, origin);
    if (!path || started.has(path)) return;
    started.add(path);
    prefetchRoute(match, path, true);
  };
  // Links in view are started a few at a time when the browser is idle: a home page brings ~40
  // links into view at once (one task of 125-270 ms when they were started together, issue 33).
  const inViewPaths: string[] = [];
  /** Cancels the idle slice waiting to run, if one is. */
  let cancelSlice: (() => void) | null = null;
  const startSomeInView = () => {
    const until = performance.now() + IN_VIEW_SLICE_MS;
    do {
      const path = inViewPaths.shift();
      if (path) prefetchRoute(match, path, false);
    } while (inViewPaths.length > 0 && performance.now() < until);
    cancelSlice = inViewPaths.length > 0 ? whenIdle(startSomeInView) : null;
  };
  const stopInView = () => {
    inViewPaths.length = 0;
    cancelSlice?.();
    cancelSlice = null;
    inView?.disconnect();
  };
  const inView =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            inView?.unobserve(entry.target);
            const path = appPathOf(entry.target as HTMLAnchorElement, origin);
            if (path) inViewPaths.push(path);
          }
          if (inViewPaths.length > 0) cancelSlice ??= whenIdle(startSomeInView);
        });
  const watchLinks = () => {
    if (!inView) return;
    const watch = () => document.querySelectorAll('main a[href]').forEach((a) => inView.observe(a));
    // When the page is shown and the browser has nothing more urgent to do.
    whenIdle(watch);
  };
  const events = ['pointerdown', 'mouseover', 'focusin'] as const;
  for (const name of events) document.addEventListener(name, onIntent, { passive: true });
  watchLinks();
  let shown = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === shown) return;
    shown = state.location.key;
    started = new Set();
    stopInView();
    watchLinks();
  });
  return () => {
    for (const name of events) document.removeEventListener(name, onIntent);
    stopInView();
    unsubscribe();
  };
}
