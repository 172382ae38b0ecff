import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where imported pictures live: originals under `originals/<sha256>`, and the variants made from
 * them under `variants/<sha256>/<width>x<height>.<format>`. Keys are content-addressed, so a key
 * never changes meaning: a put of a key that exists may be skipped, and a reader never sees a
 * stale picture.
 *
 * The server uses a folder on disk (`createDiskArtworkStore`). An S3-compatible bucket implements
 * the same two calls: `get` is GetObject (null on NoSuchKey) and `put` is PutObject of the key
 * (docs/catalogue-import.md, decision 0047).
 */
export interface ArtworkStore {
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Stores `bytes` under `key`, whole or not at all. */
  put(key: string, bytes: Buffer): Promise<void>;
}

const KEY = /^(originals\/[0-9a-f]{64}|variants\/[0-9a-f]{64}\/\d{1,4}x\d{1,4}\.(avif|webp|jpeg))$/;

/** Refuses anything but the store's own key shapes: a key never climbs out of the folder. */
export function checkArtworkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not an artwork key: ${key.slice(0, 100)}`);
  return key;
}

export const originalKey = (sha256: string) => checkArtworkKey(`originals/${sha256}`);

export const variantKey = (sha256: string, width: number, height: number, format: string) =>
  checkArtworkKey(`variants/${sha256}/${width}x${height}.${format}`);

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * A folder on disk. A put writes a temporary file and renames it into place, so a crash or a
 * concurrent reader never sees half a picture; several processes may share the folder.
 */
export function createDiskArtworkStore(root: string): ArtworkStore {
  return {
    async get(key) {
      try {
        return await readFile(join(root, checkArtworkKey(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, bytes) {
      const path = join(root, checkArtworkKey(key));
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/** A store in memory: for tests, and for a server without a folder of its own (`:memory:`). */
export function createMemoryArtworkStore(): ArtworkStore & { keys(): string[] } {
  const held = new Map<string, Buffer>();
  return {
    async get(key) {
      return held.get(checkArtworkKey(key)) ?? null;
    },
    async put(key, bytes) {
      held.set(checkArtworkKey(key), Buffer.from(bytes));
    },
    keys: () => [...held.keys()].sort(),
  };
}

/**
 * Reads from `primary`, then from each read-only `fallbacks` store (the demo pictures shipped in
 * the repository); writes go to `primary` only.
 */
export function layeredArtworkStore(
  primary: ArtworkStore,
  ...fallbacks: Pick<ArtworkStore, 'get'>[]
): ArtworkStore {
  return {
    async get(key) {
      for (const store of [primary, ...fallbacks]) {
        const bytes = await store.get(key);
        if (bytes) return bytes;
      }
      return null;
    },
    put: (key, bytes) => primary.put(key, bytes),
  };
}
