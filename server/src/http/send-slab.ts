/**
 * The bytes of a stamped answer are made anew for each sending (stamped-answer.ts): a fresh
 * buffer of ~20 KB per request is memory outside the heap that the collector must count and
 * free, and at thousands of requests a second that cost more than the copy itself (issue 36's
 * profile: a fifth of the server's CPU in the collector). They are cut from shared slabs instead,
 * as Node's own pool does for small buffers; a slab is freed when its last sending is done.
 */
const SLAB_BYTES = 1 << 20;
/** Larger answers get a buffer of their own: a few would fill a slab. */
const LARGEST_CUT = SLAB_BYTES >> 4;

let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let used = 0;

/** The parts, one after another, in one buffer that may share its memory with other sendings. */
export function concatForSending(parts: readonly Buffer[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  if (length > LARGEST_CUT) return Buffer.concat(parts, length);
  if (used + length > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    used = 0;
  }
  const bytes = slab.subarray(used, used + length);
  let at = 0;
  for (const part of parts) at += part.copy(bytes, at);
  // Each cut starts on an 8-byte boundary, as Node's pool aligns its own.
  used += (length + 7) & ~7;
  return bytes;
}
