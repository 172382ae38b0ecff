import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatForSending } from './send-slab.ts';

describe('bytes cut for sending from shared slabs', () => {
  it('holds the parts in order, and no later cut overwrites an earlier one', () => {
    const part = fc.uint8Array({ maxLength: 70_000 }).map((bytes) => Buffer.from(bytes));
    fc.assert(
      fc.property(fc.array(fc.array(part, { maxLength: 4 }), { maxLength: 60 }), (sendings) => {
        const made = sendings.map((parts) => ({
          expected: Buffer.concat(parts),
          bytes: concatForSending(parts),
        }));
        for (const { expected, bytes } of made) expect(bytes.equals(expected)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('fills more than one slab without sharing bytes between sendings', () => {
    const cuts = Array.from({ length: 200 }, (_, i) =>
      concatForSending([Buffer.alloc(20_000, i % 251), Buffer.from([i % 256])]),
    );
    cuts.forEach((bytes, i) => {
      expect(bytes.length).toBe(20_001);
      expect(bytes[0]).toBe(i % 251);
      expect(bytes[19_999]).toBe(i % 251);
      expect(bytes[20_000]).toBe(i % 256);
    });
  });
});
