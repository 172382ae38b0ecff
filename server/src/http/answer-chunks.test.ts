import { describe, expect, it } from 'vitest';
import { CHUNK_ANSWERS_FROM, createChunkStore, wholeBytes } from './answer-chunks.ts';

/** A guide-like answer: each channel's programmes, the same bytes whichever line-up lists it. */
function lineUpAnswer(channelIds: number[]): Buffer {
  const channels = channelIds.map((id) => {
    const programmes = Array.from(
      { length: 12 },
      (_, n) =>
        `[${id * 100 + n},"p-${(id * 7 + n) % 31}","Programme ${id}/${n}",${1_700_000_000 + n * 1800}]`,
    );
    return `"${id}":[${programmes.join(',')}]`;
  });
  return Buffer.from(`{"channels":{${channels.join(',')}},"synopses":{}}`);
}

describe('answer chunks', () => {
  it('gives back exactly the bytes it was given, small or large', () => {
    const store = createChunkStore();
    for (const answer of [
      Buffer.from('{"a":1}'),
      Buffer.alloc(CHUNK_ANSWERS_FROM - 1, 'x'),
      lineUpAnswer([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
      Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251)),
    ]) {
      expect(wholeBytes(store.keep(answer)).equals(answer)).toBe(true);
    }
  });

  it('holds the parts two answers share once, and nothing once both are released', () => {
    const store = createChunkStore();
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    // Two line-ups of 100 channels with 80 in common.
    const first = lineUpAnswer(ids.slice(0, 100));
    const second = lineUpAnswer(ids.slice(20, 120));
    const a = store.keep(first);
    const alone = store.bytes;
    const b = store.keep(second);
    expect(wholeBytes(b).equals(second)).toBe(true);
    // The second adds little more than its 20 channels of its own.
    expect(store.bytes - alone).toBeLessThan(second.length * 0.4);
    store.release(a);
    expect(wholeBytes(b).equals(second)).toBe(true);
    store.release(b);
    expect(store.bytes).toBe(0);
  });
});
