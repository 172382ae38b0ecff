import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appPathOf, prefetchOnIntent } from './route-intent.ts';

function routerWith(
  lazy: () => Promise<object>,
  loader: (args: { params: object }) => null,
  handle: object = { prefetchData: true },
) {
  const routes: RouteObject[] = [
    { id: 'home', path: '/', element: null },
    { id: 'title', path: '/movie/details/:titleId', lazy, loader, handle },
  ];
  const router = createMemoryRouter(routes);
  return [router as never, (path: string) => matchRoutes(routes, path)] as const;
}

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = 'A title';
  document.body.append(a);
  return a;
}

/** An IntersectionObserver that tells of the entries the test hands it (jsdom has none). */
function stubIntersectionObserver(): (entries: Partial<IntersectionObserverEntry>[]) => void {
  let callback: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(observed: typeof callback) {
        callback = observed;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return (entries) => callback!(entries);
}

afterEach(() => document.body.replaceChildren());

describe('prefetchOnIntent', () => {
  it("starts a pressed link's page code and its loader's calls, once per page shown", async () => {
    const lazy = vi.fn(async () => ({}));
    const loader = vi.fn((_args: { params: object }) => null);
    const router = routerWith(lazy, loader);
    const stop = prefetchOnIntent(...router);
    const title = link('/movie/details/10001');

    title.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    title.dispatchEvent(new Event('mouseover', { bubbles: true }));

    expect(lazy).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]![0].params).toEqual({ titleId: '10001' });
    stop();
  });

  it("loads the loader's own code with the page's code, so a touch starts its calls at once", () => {
    const lazy = vi.fn(async () => ({}));
    const loader = vi.fn((_args: { params: object }) => null);
    const prefetchCode = vi.fn(async () => ({}));
    const router = routerWith(lazy, loader, { prefetchData: true, prefetchCode });
    const stop = prefetchOnIntent(...router);
    const title = link('/movie/details/10001');

    title.dispatchEvent(new Event('focusin', { bubbles: true }));
    link('/movie/details/10002').dispatchEvent(new Event('pointerdown', { bubbles: true }));

    expect(prefetchCode).toHaveBeenCalledTimes(1);
    expect(lazy).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts only the code of a page whose loader guards, never the guard (a hover is no visit)', async () => {
    const lazy = vi.fn(async () => ({}));
    const loader = vi.fn((_args: { params: object }) => null);
    const stop = prefetchOnIntent(...routerWith(lazy, loader, {}));
    link('/movie/details/10001').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await Promise.resolve();
    expect(loader).not.toHaveBeenCalled();
    stop();
  });

  it('leaves links to other sites and files alone', () => {
    const lazy = vi.fn(async () => ({}));
    const loader = vi.fn((_args: { params: object }) => null);
    const stop = prefetchOnIntent(...routerWith(lazy, loader));

    link('https://elsewhere.example/movie/details/1').dispatchEvent(
      new Event('pointerdown', { bubbles: true }),
    );
    link('/media/trailer.m3u8').dispatchEvent(new Event('pointerdown', { bubbles: true }));

    expect(lazy).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    stop();
  });
});

describe('prefetchOnIntent: links in view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the code of links in view a few at a time, each in an idle task of ~10 ms', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const seen = stubIntersectionObserver();
    // Twenty pages, each with code of its own that takes 4 ms to start.
    const pages = Array.from({ length: 20 }, (_, i) => ({
      id: `page-${i}`,
      path: `/page-${i}`,
      lazy: vi.fn(async () => {
        now += 4;
        return {};
      }),
    }));
    const routes: RouteObject[] = [{ id: 'home', path: '/', element: null }, ...pages];
    const stop = prefetchOnIntent(createMemoryRouter(routes), (path) => matchRoutes(routes, path));
    const links = pages.map((page) => link(page.path));
    idle.shift()!(); // the first idle moment: the page's links are watched

    seen(links.map((target) => ({ target, isIntersecting: true })));
    const started = () => pages.filter((page) => page.lazy.mock.calls.length > 0).length;
    expect(started()).toBe(0);
    idle.shift()!();
    // 4, 8, then 12 ms: past the slice, the rest waits for the next idle moment.
    expect(started()).toBe(3);
    while (idle.length > 0) idle.shift()!();
    expect(started()).toBe(20);
    expect(pages.every((page) => page.lazy.mock.calls.length === 1)).toBe(true);
    stop();
  });
});

describe('prefetchOnIntent: stopped', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts none of the links in view that were still waiting when it stopped', () => {
    const idle = new Map<number, () => void>();
    let next = 0;
    vi.stubGlobal('requestIdleCallback', (work: () => void) => {
      idle.set(++next, work);
      return next;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
    const seen = stubIntersectionObserver();
    const lazy = vi.fn(async () => ({}));
    const stop = prefetchOnIntent(...routerWith(lazy, () => null));
    seen([{ target: link('/movie/details/10001'), isIntersecting: true }]);
    stop();
    for (const work of idle.values()) work();
    expect(lazy).not.toHaveBeenCalled();
  });
});

describe('appPathOf', () => {
  it('is the path and query of a link within the app', () => {
    expect(appPathOf(link('/movie/store/action?sort=newest'), window.location.origin)).toBe(
      '/movie/store/action?sort=newest',
    );
    const download = link('/files/guide.pdf');
    download.setAttribute('download', '');
    expect(appPathOf(download, window.location.origin)).toBeNull();
  });
});
