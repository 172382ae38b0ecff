import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildBenchResult {
  /** The one-line summaries the benchmark printed. */
  summary: string[];
  /** The JSON document it printed, if any. */
  figures: unknown;
}

/**
 * Runs a benchmark script of bench/src in a process of its own (the page benchmarks drive
 * Chromium and start servers of their own) and keeps what it printed: its JSON document and its
 * one-line summaries. A benchmark that fails is reported, not fatal to the rest of the run.
 */
export function runChildBench(script: string): Promise<ChildBenchResult> {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      const lines = out.split('\n');
      const start = lines.findIndex((l) => l === '{');
      const end = lines.findIndex((l, i) => i > start && l === '}');
      let figures: unknown = null;
      if (start >= 0 && end > start) {
        try {
          figures = JSON.parse(lines.slice(start, end + 1).join('\n'));
        } catch {
          figures = null;
        }
      }
      const summary = lines.filter(
        (l, i) => l.trim() !== '' && (start < 0 || i < start || i > end) && !l.startsWith('>'),
      );
      if (code !== 0)
        summary.push(`${script} failed (exit ${code}): ${err.trim().split('\n').at(-1) ?? ''}`);
      resolve({ summary, figures });
    });
  });
}
