/**
 * A module imported when first needed, whose exports are then used at once. An `import()`
 * settles in a later task even for a module the page already has, and a phone's browser holds
 * such tasks back while a finger is on the glass: code run on a touch (a link's prefetch,
 * route-intent.ts) would wait for the finger to lift. `run` calls `work` in the same task once the
 * module has loaded. It imports every time all the same, as the server renderer notes a page's
 * modules by their imports (lib/ssr/page-assets.ts).
 */
export function onDemandModule<M>(load: () => Promise<M>): {
  load: () => Promise<M>;
  run: <R>(work: (module: M) => R) => Promise<R>;
} {
  let loaded: M | undefined;
  const loadNow = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  return {
    load: loadNow,
    run(work) {
      const loading = loadNow();
      if (loaded === undefined) return loading.then(work);
      loading.catch(() => {});
      return Promise.resolve(work(loaded));
    },
  };
}
