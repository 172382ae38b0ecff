import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CallFigures, EngineLoad } from './api-load.ts';
import { CONNECTIONS } from './api-load.ts';
import type { MemoryFigures } from './memory.ts';
import { MAX_GROWTH } from './memory.ts';

export interface BenchRun {
  startedAt: string;
  durationS: number;
  machine: { cpus: number; loadAverageBefore: number[]; loadAverageAfter: number[] };
  seed: { scale: string; ms: number; titles: number }[];
  engines: EngineLoad[];
  memory: MemoryFigures | null;
  /** Figures of other benchmarks (search, guide, Lighthouse, JS size), as they printed them. */
  extra: Record<string, unknown>;
}

const PERFORMANCE_MD = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
const PERFORMANCE_SVG = fileURLToPath(new URL('../../docs/performance.svg', import.meta.url));

function row(cells: (string | number)[]): string {
  return `| ${cells.join(' | ')} |`;
}

function callRow(c: CallFigures): string {
  return row([
    c.name,
    c.answerBytes === undefined ? '' : (c.answerBytes / 1024).toFixed(1),
    c.load.requestsPerSecond,
    c.bytesBaseline?.requestsPerSecond ?? '',
    c.bytesRatio === undefined ? '' : `${c.bytesRatio}`,
    `${c.throughputRatio}`,
    c.load.p50Ms,
    c.load.p99Ms,
    `${c.p99Ratio}`,
    c.single.p95Ms,
    c.load.non2xx + c.single.non2xx,
  ]);
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A horizontal bar chart of each call's throughput as a share of the baseline, per engine. */
export function throughputChart(engines: readonly EngineLoad[]): string {
  const colours = ['#2f6db5', '#c2572b'];
  const names = [...new Set(engines.flatMap((e) => e.calls.map((c) => c.name)))];
  const barH = 14;
  const groupH = barH * engines.length + 10;
  const left = 230;
  const width = 760;
  const plotW = width - left - 70;
  const top = 40;
  const height = top + names.length * groupH + 40;
  const ratio = (c: CallFigures) => c.bytesRatio ?? c.throughputRatio;
  const max = Math.max(0.001, ...engines.flatMap((e) => e.calls.map(ratio)));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">Requests per second of each call as a share of bare Fastify sending that call’s answer bytes from memory (1 = as fast as the physical limit)</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${left}" y="20" font-family="sans-serif" font-size="13" fill="#222">Throughput ÷ bytes baseline (bare Fastify, same answer bytes), ${CONNECTIONS} connections</text>`,
  ];
  engines.forEach((e, i) => {
    parts.push(
      `<rect x="${left + i * 120}" y="${height - 22}" width="12" height="12" fill="${colours[i % 2]}"/>`,
      `<text x="${left + i * 120 + 16}" y="${height - 12}" font-family="sans-serif" font-size="12" fill="#222">${e.engine}</text>`,
    );
  });
  names.forEach((name, n) => {
    const y = top + n * groupH;
    parts.push(
      `<text x="${left - 8}" y="${y + (barH * engines.length) / 2 + 4}" text-anchor="end" font-family="sans-serif" font-size="12" fill="#222">${escapeXml(name)}</text>`,
    );
    engines.forEach((e, i) => {
      const call = e.calls.find((c) => c.name === name);
      if (!call) return;
      const w = Math.max(1, (ratio(call) / max) * plotW);
      const by = y + i * barH;
      parts.push(
        `<rect x="${left}" y="${by}" width="${w.toFixed(1)}" height="${barH - 2}" fill="${colours[i % 2]}"/>`,
        `<text x="${left + w + 4}" y="${by + barH - 4}" font-family="sans-serif" font-size="11" fill="#222">${ratio(call)}</text>`,
      );
    });
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

export function performanceMarkdown(run: BenchRun): string {
  const lines = [
    '# Performance',
    '',
    `Written by \`npm run bench\` on ${run.startedAt} (${run.durationS} s; ${run.machine.cpus} cores; load average before ${run.machine.loadAverageBefore.join(' / ')}, after ${run.machine.loadAverageAfter.join(' / ')}). Do not edit by hand: run the benchmark again.`,
    '',
    'Timings on a shared machine are noisy, so each API figure is also given as ratios to two',
    'baselines measured in the same run: bare Fastify sending the bytes of that call’s own answer',
    'from memory (the physical limit for that answer on this machine, measured right before the',
    'call: “bytes baseline”), and bare Fastify serialising a large listing from memory on every',
    'request (“baseline”). Every call runs against the real server in its own process over',
    'loopback, on the full demo seed, with input varied over the catalogue.',
    '',
    '![Throughput of each call as a share of its bytes baseline](performance.svg)',
    '',
  ];
  for (const e of run.engines) {
    lines.push(
      `## API on ${e.engine}`,
      '',
      `${CONNECTIONS} connections for req/s and p50/p99; one connection for the p95 a single user sees.` +
        (e.startupMs === undefined
          ? ''
          : ` Server start on the seeded database, from spawning the process to its first healthy answer: ${e.startupMs} ms.`),
      '',
      row([
        'call',
        'answer KB',
        'req/s',
        'bytes baseline req/s',
        '× bytes baseline',
        '× baseline req/s',
        'p50 ms',
        'p99 ms',
        '× baseline p99',
        'p95 ms (1 conn.)',
        'non-2xx',
      ]),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      callRow(e.baseline),
      ...e.calls.map(callRow),
      '',
    );
  }
  if (run.memory) {
    const m = run.memory;
    lines.push(
      `## Memory (${m.engine})`,
      '',
      `Server RSS under ${m.loadSeconds} s of mixed browsing (${m.load.requestsPerSecond} req/s, p99 ${m.load.p99Ms} ms, ${m.load.non2xx} non-2xx).`,
      '',
      row([
        'after start on the seeded database',
        'after the first half',
        'at the end',
        'growth in the second half',
        `flat (≤ ${MAX_GROWTH * 100} %)`,
      ]),
      row(['---:', '---:', '---:', '---:', '---']),
      row([
        `${m.startMiB} MiB`,
        `${m.midMiB} MiB`,
        `${m.endMiB} MiB`,
        `${(m.growthSecondHalf * 100).toFixed(1)} %`,
        m.flat ? 'yes' : '**no**',
      ]),
      '',
    );
    if (m.heap) {
      lines.push(
        `Where the memory goes at the end: a heap snapshot of the server holds ${m.heap.totalMiB} MiB of live JavaScript objects (RSS also counts V8's free heap space, compiled code, SQLite's page cache and malloc arenas). The largest kinds:`,
        '',
        row(['kind', 'count', 'MiB']),
        row(['---', '---:', '---:']),
        ...m.heap.groups.map((g) => row([g.kind.replace(/\|/g, '\\|'), g.count, g.MiB])),
        '',
      );
    }
  }
  lines.push(
    '## Seed',
    '',
    row(['scale', 'titles', 'ms (SQLite)']),
    row(['---', '---:', '---:']),
    ...run.seed.map((s) => row([s.scale, s.titles, s.ms])),
    '',
  );
  for (const [name, result] of Object.entries(run.extra)) {
    const { summary = [], ...figures } = result as { summary?: string[] };
    lines.push(
      `## ${name}`,
      '',
      ...summary.map((line) => `- ${line}`),
      '',
      '<details><summary>All figures</summary>',
      '',
      '```json',
      JSON.stringify(figures, null, 2),
      '```',
      '',
      '</details>',
      '',
    );
  }
  return lines.join('\n');
}

export function writeReport(run: BenchRun): void {
  writeFileSync(PERFORMANCE_MD, performanceMarkdown(run));
  writeFileSync(PERFORMANCE_SVG, throughputChart(run.engines));
}
