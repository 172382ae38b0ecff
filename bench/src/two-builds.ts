import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import type { BuildManifest } from '@app/domain';
import { serverMainOf, startServerProcess, type BenchProcess } from './server-process.ts';
import { ensureWebBuild } from './web-build.ts';

/**
 * The page benchmarks of issue 33 measure two builds in one run, on one machine in the same
 * minutes, so a busy shared machine weighs on both alike: the build under test (BENCH_WEB_DIST,
 * else this checkout's web/dist, built when its sources changed) and a base build
 * (BENCH_BASE_WEB_DIST, e.g. main's commit built in a worktree of its own). Each build's server
 * renderer is beside it in dist-ssr/. Without a base, only the build under test is measured.
 * BENCH_BASE_ROOT (that worktree) serves the base with its own server too, for when the seam
 * between server and renderer changed between the two builds (decision 0053).
 */
export interface Build {
  name: 'base' | 'new';
  dist: string;
  server: BenchProcess;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The eight pages issue 33 names: a movie and a show of the small seed (its first of each). */
export const ISSUE_PAGES = [
  '/',
  '/features-and-packages',
  '/packages/premium-channels/ultimate',
  '/movie/store',
  '/movie/details/10001',
  '/series/details/40001',
  '/tv/guide',
  '/faqs',
];

export async function startBuilds(): Promise<{ builds: Build[]; stop: () => Promise<void> }> {
  if (!process.env.BENCH_WEB_DIST) ensureWebBuild();
  const dists: [Build['name'], string][] = [
    ...(process.env.BENCH_BASE_WEB_DIST
      ? [['base', process.env.BENCH_BASE_WEB_DIST] as [Build['name'], string]]
      : []),
    ['new', process.env.BENCH_WEB_DIST ?? join(root, 'web/dist')],
  ];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-two-builds-'));
  const builds: Build[] = [];
  for (const [name, dist] of dists) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no web build`);
    const baseRoot = name === 'base' ? process.env.BENCH_BASE_ROOT : undefined;
    const server = await startServerProcess(
      `sqlite:${join(dataDir, `${name}.db`)}`,
      { SEED_SCALE: 'small', WEB_DIST: dist },
      [],
      baseRoot ? serverMainOf(baseRoot) : undefined,
    );
    builds.push({ name, dist, server });
  }
  return {
    builds,
    async stop() {
      for (const build of builds) await build.server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The gzip size of a built asset, as the server sends it to a gzip-only client. */
export function gzipBytes(dist: string, assetPath: string): number {
  const file = join(dist, assetPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const chunkNames = new Map<string, Map<string, string>>();

/**
 * A built chunk as a reader knows it: its name and file, `shelf (4E8r6XUV.js)`. Most chunk files
 * are named by their hash alone (decision 0066); the build's manifest keeps each one's name.
 */
export function chunkLabel(dist: string, assetPath: string): string {
  let names = chunkNames.get(dist);
  if (!names) {
    names = new Map();
    const manifestPath = join(dist, '.vite/manifest.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
      for (const entry of Object.values(manifest)) {
        if (entry.name) names.set(entry.file, entry.name);
      }
    }
    chunkNames.set(dist, names);
  }
  const file = assetPath.replace(/^\//, '');
  const name = names.get(file);
  const shown = file.replace('assets/', '');
  return name && !shown.startsWith(`${name}-`) ? `${name} (${shown})` : shown;
}

/** The 1-minute load average now (2 cores: above 2, work waits for a CPU). */
export const loadAverage = () => Number(loadavg()[0]!.toFixed(2));

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/** The value below which 95 % of `values` lie (nearest rank). */
export const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
};

export const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A phone (390 × 844, touch) with its CPU slowed 4× through the DevTools protocol. It says it is
 * one, as Lighthouse's mobile preset does: with Chromium's desktop user agent and
 * `Sec-CH-UA-Mobile: ?0` the server rendered the desktop page, and the phone then rendered again
 * what differs on a phone (the guide's 4-hour window instead of 6, fewer rows), a task of up to
 * half a second at 4× that no phone has.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?1' },
} as const;

/** A page request as that phone makes it: what warms the server's page cache for it. */
export const PHONE_PAGE_HEADERS = {
  accept: 'text/html',
  'user-agent': PHONE.userAgent,
  ...PHONE.extraHTTPHeaders,
};

export async function slowCpu(context: BrowserContext, page: Page, rate = 4): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
];
