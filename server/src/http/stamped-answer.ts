import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, crc32, gzip } from 'node:zlib';
import { concatForSending } from './send-slab.ts';

/**
 * A kept answer (the response cache's, the account check's) is sent many times, but its
 * `__meta__.timestamp` must be the server's time of each sending: the web reads its offset from
 * the server's clock there (account spec §7), and a timestamp a minute old made it drift
 * (issue 38). The answer's bytes are kept once and compressed once; the timestamp is written as
 * each answer goes out:
 *
 * - raw: the bytes before the timestamp's digits, the time now, the bytes after;
 * - br and gzip: the bytes before the digits are compressed once and flushed, which ends the
 *   compressed stream on a byte boundary without ending it. Each sending appends the digits and
 *   the few bytes after them (`}}` and any later `__meta__` field) as an uncompressed block, then
 *   the stream's end: for gzip a final stored deflate block and the trailer (CRC-32 carried on
 *   from the kept part's, and the length); for br an uncompressed meta-block and the empty last
 *   one. A few dozen bytes and no compressor per sending.
 */

export type Encoding = 'br' | 'gzip';

/** Where the digits of the answer's `__meta__.timestamp` are, as byte offsets. */
export interface StampSite {
  start: number;
  end: number;
}

const META_KEY = Buffer.from('"__meta__":{');
const TIMESTAMP_KEY = Buffer.from('"timestamp":');

/**
 * The timestamp of the answer's own `__meta__`. The envelope adds `__meta__` as the answer's last
 * field, so it is the last `"__meta__":{` of the bytes (inside a JSON string a quote is always
 * escaped, so a string cannot hold it), and the first `"timestamp":` after it is its own (the
 * fields before it, error and message, are strings or null). Null when there is none.
 */
export function stampSiteOf(raw: Buffer): StampSite | null {
  const meta = raw.lastIndexOf(META_KEY);
  if (meta < 0) return null;
  const key = raw.indexOf(TIMESTAMP_KEY, meta + META_KEY.length);
  if (key < 0) return null;
  const start = key + TIMESTAMP_KEY.length;
  let end = start;
  while (end < raw.length && raw[end]! >= 0x30 && raw[end]! <= 0x39) end++;
  return end > start ? { start, end } : null;
}

/** The answer's bytes, stamped with `now` (as they are when it has no timestamp). */
export function stampedRaw(raw: Buffer, site: StampSite | null, now: number): Buffer {
  if (!site) return raw;
  return concatForSending([raw.subarray(0, site.start), digitsOf(now), raw.subarray(site.end)]);
}

/** An answer compressed up to its timestamp: `stampedCompressed` ends it as it is sent. */
export interface CompressedAnswer {
  encoding: Encoding;
  /** The compressed stream of the bytes before the timestamp, flushed but not ended. */
  head: Buffer;
  headLength: number;
  /** CRC-32 of the bytes before the timestamp (gzip's trailer carries it on). */
  headCrc: number;
  /** The bytes after the timestamp's digits, sent uncompressed. */
  tail: Buffer;
  stamped: boolean;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed once per kept answer and then sent many times, off the event loop. Brotli at 6: on
 * a guide block's answer (91 KB) it takes 3.9 ms for 18,802 B where 9 took 22 ms for 18,489 B,
 * and since a miss now goes out in the kept form, every answer made pays it (issue 36).
 */
export async function compressAnswer(
  raw: Buffer,
  site: StampSite | null,
  encoding: Encoding,
): Promise<CompressedAnswer> {
  const before = site ? raw.subarray(0, site.start) : raw;
  const tail = site ? raw.subarray(site.end) : Buffer.alloc(0);
  const head =
    encoding === 'br'
      ? await brotli(before, {
          finishFlush: zlib.BROTLI_OPERATION_FLUSH,
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 6,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : await gzipAsync(before, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH });
  return {
    encoding,
    head,
    headLength: before.length,
    headCrc: encoding === 'gzip' ? crc32(before) : 0,
    tail: Buffer.from(tail),
    stamped: site !== null,
  };
}

/** The compressed answer, stamped with `now` and ended. */
export function stampedCompressed(answer: CompressedAnswer, now: number): Buffer {
  const rest = answer.stamped ? Buffer.concat([digitsOf(now), answer.tail]) : answer.tail;
  return answer.encoding === 'gzip' ? endGzip(answer, rest) : endBrotli(answer.head, rest);
}

function digitsOf(now: number): Buffer {
  return Buffer.from(String(Math.trunc(now)), 'latin1');
}

/** Stored deflate blocks (RFC 1951 §3.2.4) of `rest`, the last one final, then the trailer. */
function endGzip(answer: CompressedAnswer, rest: Buffer): Buffer {
  const parts: Buffer[] = [answer.head];
  let offset = 0;
  do {
    const length = Math.min(rest.length - offset, 0xffff);
    const final = offset + length === rest.length;
    const header = Buffer.alloc(5);
    header[0] = final ? 1 : 0;
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    parts.push(header, rest.subarray(offset, offset + length));
    offset += length;
  } while (offset < rest.length);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(rest, answer.headCrc) >>> 0, 0);
  trailer.writeUInt32LE((answer.headLength + rest.length) % 2 ** 32, 4);
  parts.push(trailer);
  return concatForSending(parts);
}

/** An uncompressed meta-block of `rest` (RFC 7932 §9.2), then the empty last meta-block. */
function endBrotli(head: Buffer, rest: Buffer): Buffer {
  const parts: Buffer[] = [head];
  if (rest.length > 0) {
    const lengthBits = rest.length - 1;
    // MNIBBLES: 4, 5 or 6 nibbles of MLEN-1, the fewest that hold it (a last nibble of 0 is invalid).
    const nibbles = lengthBits < 1 << 16 ? 4 : lengthBits < 1 << 20 ? 5 : 6;
    // Bits from the lowest: ISLAST 0, MNIBBLES - 4, MLEN - 1, ISUNCOMPRESSED 1, then zero padding.
    const bits = ((nibbles - 4) << 1) + lengthBits * 8 + 2 ** (3 + 4 * nibbles);
    const header = Buffer.alloc(Math.ceil((4 + 4 * nibbles) / 8));
    for (let i = 0; i < header.length; i++) header[i] = Math.floor(bits / 2 ** (8 * i)) & 0xff;
    parts.push(header, rest);
  }
  // ISLAST 1, ISLASTEMPTY 1.
  parts.push(Buffer.from([0x03]));
  return concatForSending(parts);
}
