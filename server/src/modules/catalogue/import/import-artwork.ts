import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ArtworkKind, TitleArtworkTable } from '#app/db/tables.ts';
import { originalKey, type ArtworkStore } from '#app/modules/images/artwork-store.ts';
import {
  checkOriginal,
  MAX_ORIGINAL_BYTES,
  type OriginalFacts,
} from '#app/modules/images/original-artwork.ts';
import type { TitleRecord } from './catalogue-file.ts';

/** Where a catalogue's pictures come from, and where they go. */
export interface ArtworkImport {
  /** Originals are put here, under their hash. */
  store: ArtworkStore;
  /** The catalogue file's folder: relative paths are read from it. */
  baseDir: string;
  /** Fetches an https source (an operator's job may pass its own, with credentials or a proxy). */
  fetch?: (url: string) => Promise<Buffer>;
}

/** Pictures read at once: enough to keep a disk or a network busy, few enough for memory. */
const PARALLEL_READS = 4;
const FETCH_TIMEOUT_MS = 30_000;

/** An https source, fetched with a time-out and the same size limit as a file. */
export async function fetchArtwork(url: string): Promise<Buffer> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_ORIGINAL_BYTES) throw new Error(`is ${Math.ceil(length / 2 ** 20)} MB`);
  return Buffer.from(await response.arrayBuffer());
}

interface Wanted {
  titleId: number;
  kind: ArtworkKind;
  position: number;
  source: string;
  /** The record and field, as problems name them: `titles[0] (id 900001).artwork.poster`. */
  where: string;
}

function wantedPictures(titles: readonly TitleRecord[]): Wanted[] {
  return titles.flatMap((t, index) => {
    if (!t.artwork) return [];
    const at = `titles[${index}] (id ${t.id}).artwork`;
    const { poster, backdrop, stills } = t.artwork;
    return [
      ...(poster === null
        ? []
        : [
            {
              titleId: t.id,
              kind: 'poster' as const,
              position: 0,
              source: poster,
              where: `${at}.poster`,
            },
          ]),
      ...(backdrop === null
        ? []
        : [
            {
              titleId: t.id,
              kind: 'backdrop' as const,
              position: 0,
              source: backdrop,
              where: `${at}.backdrop`,
            },
          ]),
      ...stills.map((source, position) => ({
        titleId: t.id,
        kind: 'still' as const,
        position,
        source,
        where: `${at}.stills[${position}]`,
      })),
    ];
  });
}

export type ArtworkLoad =
  { ok: true; rows: TitleArtworkTable[] } | { ok: false; problems: string[] };

/**
 * Reads, checks and stores every picture the titles name, before the import's transaction (the
 * database is not held while files are read or fetched). Each source is read once however many
 * titles name it. Every problem is reported, naming the record and field; an original already
 * stored is harmless, as its key is its hash.
 */
export async function loadArtwork(
  titles: readonly TitleRecord[],
  options: ArtworkImport | undefined,
): Promise<ArtworkLoad> {
  const wanted = wantedPictures(titles);
  if (wanted.length === 0) return { ok: true, rows: [] };
  if (!options) {
    return {
      ok: false,
      problems: [
        `${wanted[0]!.where}: pictures need an artwork store (run the import from the CLI)`,
      ],
    };
  }
  const sources = [...new Set(wanted.map((w) => w.source))];
  const results = new Map<string, { facts: OriginalFacts } | { problem: string }>();
  const read = (source: string) =>
    /^https:\/\//.test(source)
      ? (options.fetch ?? fetchArtwork)(source)
      : readFile(resolve(options.baseDir, source));

  let next = 0;
  async function worker() {
    while (next < sources.length) {
      const source = sources[next++]!;
      let bytes: Buffer;
      try {
        bytes = await read(source);
      } catch (error) {
        const reason =
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'no such file'
            : error instanceof Error
              ? error.message
              : String(error);
        results.set(source, { problem: `cannot read ${source} (${reason})` });
        continue;
      }
      const check = await checkOriginal(bytes);
      if (!check.ok) {
        results.set(source, { problem: `${source} ${check.problem}` });
        continue;
      }
      await options!.store.put(originalKey(check.facts.sha256), bytes);
      results.set(source, { facts: check.facts });
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, sources.length) }, worker));

  const problems: string[] = [];
  const rows: TitleArtworkTable[] = [];
  for (const w of wanted) {
    const result = results.get(w.source)!;
    if ('problem' in result) problems.push(`${w.where}: ${result.problem}`);
    else rows.push({ title_id: w.titleId, kind: w.kind, position: w.position, ...result.facts });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' } as const;

/** The file an export writes a picture to, beside the catalogue file: named by title and use. */
export function exportedArtworkPath(row: TitleArtworkTable): string {
  const name = row.kind === 'still' ? `still-${row.position + 1}` : row.kind;
  return `artwork/${row.title_id}-${name}.${EXTENSIONS[row.format]}`;
}
