import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One line of a heap snapshot's summary: what kind of thing, how many, their own bytes. */
export interface HeapGroup {
  kind: string;
  count: number;
  MiB: number;
}

export interface HeapSummary {
  /** The live JavaScript heap the snapshot saw (after the full collection it makes). */
  totalMiB: number;
  groups: HeapGroup[];
}

const mib = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

/**
 * Sums a V8 heap snapshot's nodes by kind — objects by constructor name, strings, arrays,
 * compiled code, buffers' memory — as the Summary view of Chrome's DevTools would.
 */
export function summariseHeapSnapshot(path: string, top = 12): HeapSummary {
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups = new Map<string, { count: number; bytes: number }>();
  let total = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt!]!]!;
    const size = snapshot.nodes[i + sizeAt!]!;
    total += size;
    const kind =
      type === 'object' || type === 'native'
        ? `${type === 'native' ? 'native ' : ''}${snapshot.strings[snapshot.nodes[i + nameAt!]!]!.slice(0, 50)}`
        : type;
    const group = groups.get(kind) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += size;
    groups.set(kind, group);
  }
  return {
    totalMiB: mib(total),
    groups: [...groups]
      .sort((a, b) => b[1].bytes - a[1].bytes)
      .slice(0, top)
      .map(([kind, g]) => ({ kind, count: g.count, MiB: mib(g.bytes) })),
  };
}

/** Waits for the snapshot a process writes into `dir` on SIGUSR2, then reads and removes it. */
export async function takeHeapSnapshot(
  pid: number,
  dir: string,
  timeoutMs = 120_000,
): Promise<HeapSummary | null> {
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  let lastSize = -1;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const file = readdirSync(dir).find((f) => f.endsWith('.heapsnapshot'));
    if (!file) continue;
    const path = join(dir, file);
    const size = statSync(path).size;
    // Written once its size stops changing.
    if (size > 0 && size === lastSize) {
      try {
        const summary = summariseHeapSnapshot(path);
        rmSync(path, { force: true });
        return summary;
      } catch {
        // not whole yet
      }
    }
    lastSize = size;
  }
  return null;
}
