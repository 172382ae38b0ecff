import { AsyncLocalStorage } from 'node:async_hooks';
import type { BuildManifest, BuildManifestEntry } from '@app/domain';

/**
 * Which of the app's source modules a page loaded while the server rendered it (each lazy
 * `import('./x')` is wrapped by vite.config.ts's track-lazy-modules in the server build), and the
 * browser build's CSS and chunks for them (Vite's manifest), so the page arrives styled and its
 * code starts downloading with the HTML.
 */
const pageModules = new AsyncLocalStorage<Set<string>>();

declare global {
  var __ssrTrackModule: <T>(load: Promise<T>, source: string) => Promise<T>;
}

globalThis.__ssrTrackModule = (load, source) => {
  pageModules.getStore()?.add(source);
  return load;
};

/** Runs `work` while noting the source modules it loads. */
export async function withModuleTracking<T>(
  work: () => Promise<T>,
): Promise<{ result: T; modules: Set<string> }> {
  const modules = new Set<string>();
  const result = await pageModules.run(modules, work);
  return { result, modules };
}

/**
 * Runs `work` without noting what it loads: for code only the server runs (a page's data loader,
 * app/routes/page-data.ts), which the browser would otherwise download with the page and never run.
 */
export function withoutModuleTracking<T>(work: () => T): T {
  return pageModules.exit(work);
}

/** <link> tags for the CSS and chunks of these source modules (and what they import). */
export function assetTags(manifest: BuildManifest | null, modules: Iterable<string>): string {
  if (!manifest) return '';
  const css = new Set<string>();
  const chunks = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    chunks.add(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of modules) visit(source);
  // What index.html already links (the entry and its imports) is not linked twice.
  const entry = Object.entries(manifest).find(([key]) => key === 'index.html')?.[1];
  const inEntry = new Set<string>();
  const visitEntry = (entryValue: BuildManifestEntry | undefined) => {
    if (!entryValue || inEntry.has(entryValue.file)) return;
    inEntry.add(entryValue.file);
    for (const file of entryValue.css ?? []) inEntry.add(file);
    for (const imported of entryValue.imports ?? []) visitEntry(manifest[imported]);
  };
  visitEntry(entry);
  return [
    ...[...css].filter((f) => !inEntry.has(f)).map((f) => `<link rel="stylesheet" href="/${f}">`),
    ...[...chunks]
      .filter((f) => !inEntry.has(f) && f.endsWith('.js'))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}
