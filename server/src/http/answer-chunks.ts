import { createHash } from 'node:crypto';

/**
 * Answers kept as shared chunks. Many large answers repeat each other's parts: the guide's
 * programmes for one region and 4-hour block list mostly the same channels, with the same
 * bytes, as the next region's. Cut at boundaries chosen by the content itself (a rolling hash,
 * as backup tools do), equal runs of bytes become equal chunks wherever they sit in an answer,
 * and each chunk is held once however many answers use it: the guide's ~1,700 answers of
 * ~90 KB (150 MiB) fit in a few MiB.
 */
export interface ChunkedBytes {
  chunks: Buffer[];
  /** The chunks' keys in the store, for release; empty when the bytes are held whole. */
  ids: string[];
  length: number;
}

/** Answers below this are held whole: too small to share much. */
export const CHUNK_ANSWERS_FROM = 16 * 1024;
const MIN_CHUNK = 256;
const MAX_CHUNK = 8 * 1024;
/** A boundary where the hash's low 9 bits are zero: chunks of ~768 bytes on average. */
const BOUNDARY_MASK = (1 << 9) - 1;

/** One random 32-bit number per byte value (a "gear" table), fixed so boundaries are stable. */
const GEAR = (() => {
  const table = new Uint32Array(256);
  let x = 0x9e3779b9;
  for (let i = 0; i < 256; i++) {
    // xorshift32
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    table[i] = x;
  }
  return table;
})();

/** Where to cut: each chunk ends where the rolling hash of its last 32 bytes says so. */
export function chunkEnds(bytes: Uint8Array): number[] {
  const ends: number[] = [];
  let hash = 0;
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    hash = ((hash << 1) + GEAR[bytes[i]!]!) >>> 0;
    const size = i + 1 - start;
    if (size >= MAX_CHUNK || (size >= MIN_CHUNK && (hash & BOUNDARY_MASK) === 0)) {
      ends.push(i + 1);
      start = i + 1;
      hash = 0;
    }
  }
  if (start < bytes.length) ends.push(bytes.length);
  return ends;
}

export interface ChunkStore {
  /** Holds the bytes (sharing chunks already held); release them when the answer goes. */
  keep(raw: Buffer): ChunkedBytes;
  release(kept: ChunkedBytes): void;
  /** Bytes held, each shared chunk counted once. */
  readonly bytes: number;
}

export function createChunkStore(): ChunkStore {
  const held = new Map<string, { bytes: Buffer; refs: number }>();
  let total = 0;
  return {
    keep(raw) {
      if (raw.length < CHUNK_ANSWERS_FROM) {
        total += raw.length;
        return { chunks: [raw], ids: [], length: raw.length };
      }
      const chunks: Buffer[] = [];
      const ids: string[] = [];
      let start = 0;
      for (const end of chunkEnds(raw)) {
        const part = raw.subarray(start, end);
        start = end;
        const id = createHash('sha256').update(part).digest('base64url');
        let chunk = held.get(id);
        if (chunk) {
          chunk.refs++;
        } else {
          // A copy of its own, so the chunk does not keep the whole answer (or a pool slab) alive.
          const bytes = Buffer.allocUnsafeSlow(part.length);
          part.copy(bytes);
          chunk = { bytes, refs: 1 };
          held.set(id, chunk);
          total += bytes.length;
        }
        chunks.push(chunk.bytes);
        ids.push(id);
      }
      return { chunks, ids, length: raw.length };
    },
    release(kept) {
      if (kept.ids.length === 0) {
        total -= kept.length;
        return;
      }
      for (const id of kept.ids) {
        const chunk = held.get(id);
        if (!chunk) continue;
        if (--chunk.refs === 0) {
          held.delete(id);
          total -= chunk.bytes.length;
        }
      }
    },
    get bytes() {
      return total;
    },
  };
}

/** The answer's bytes in one buffer (a copy only when it was cut into chunks). */
export function wholeBytes(kept: ChunkedBytes): Buffer {
  return kept.chunks.length === 1 ? kept.chunks[0]! : Buffer.concat(kept.chunks, kept.length);
}
