import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compressAnswer,
  stampSiteOf,
  stampedCompressed,
  stampedRaw,
  type Encoding,
} from './stamped-answer.ts';

const answerAt = (timestamp: number, extra: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      titles: [{ id: 1, title: 'A "__meta__":{ "timestamp":1 in a string' }],
      __meta__: { error: null, message: null, timestamp: timestamp, ...extra },
    }),
  );

const ENCODINGS: Encoding[] = ['br', 'gzip'];
const decompress = (encoding: Encoding, bytes: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);

describe('stamped answers', () => {
  it("finds the answer's own __meta__.timestamp, not one quoted in a string", () => {
    const raw = answerAt(1_790_000_000_000);
    const site = stampSiteOf(raw)!;
    expect(raw.subarray(site.start, site.end).toString()).toBe('1790000000000');
    expect(raw.subarray(site.end).toString()).toBe('}}');
    expect(stampSiteOf(Buffer.from('{"titles":[]}'))).toBeNull();
  });

  it('writes the time of sending into the raw bytes, whatever its number of digits', () => {
    const raw = answerAt(1_790_000_000_000, { reason: 'x' });
    const site = stampSiteOf(raw);
    for (const now of [1_790_000_020_000, 5, 12_345_678_901_234]) {
      expect(JSON.parse(stampedRaw(raw, site, now).toString())).toEqual(
        JSON.parse(answerAt(now, { reason: 'x' }).toString()),
      );
    }
  });

  for (const encoding of ENCODINGS) {
    it(`compresses once, and each ${encoding} sending decodes to the answer stamped then`, async () => {
      const raw = answerAt(1_790_000_000_000, { program_fields: ['id', 'title', 'start'] });
      const compressed = await compressAnswer(raw, stampSiteOf(raw), encoding);
      for (const now of [1_790_000_000_000, 1_790_000_020_000, 7]) {
        const sent = stampedCompressed(compressed, now);
        expect(decompress(encoding, sent).toString()).toBe(
          answerAt(now, { program_fields: ['id', 'title', 'start'] }).toString(),
        );
      }
      // Still compressed: the kept part is most of the answer.
      const big = Buffer.from(
        JSON.stringify({ filler: 'abc '.repeat(5000), __meta__: { timestamp: 1 } }),
      );
      const bigCompressed = stampedCompressed(
        await compressAnswer(big, stampSiteOf(big), encoding),
        2,
      );
      expect(bigCompressed.length).toBeLessThan(big.length / 10);
    });

    it(`sends a ${encoding} tail of more than 64 KB after the timestamp in several blocks`, async () => {
      const after = 'é'.repeat(40_000);
      const raw = answerAt(1, { after });
      const sent = stampedCompressed(await compressAnswer(raw, stampSiteOf(raw), encoding), 3);
      expect(decompress(encoding, sent).toString()).toBe(answerAt(3, { after }).toString());
    });

    it(`ends a ${encoding} answer without a timestamp as it is`, async () => {
      const raw = Buffer.from(JSON.stringify({ plain: 'x'.repeat(2000) }));
      const sent = stampedCompressed(await compressAnswer(raw, null, encoding), 99);
      expect(decompress(encoding, sent).toString()).toBe(raw.toString());
    });

    it(`decodes any ${encoding} answer and any tail after the timestamp`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 300 }),
          fc.string({ maxLength: 300, unit: 'binary' }),
          fc.nat(),
          async (body, after, now) => {
            const raw = Buffer.from(
              JSON.stringify({
                body,
                __meta__: { error: null, message: null, timestamp: 1, after },
              }),
            );
            const compressed = await compressAnswer(raw, stampSiteOf(raw), encoding);
            const sent = stampedCompressed(compressed, now);
            const decoded = JSON.parse(decompress(encoding, sent).toString());
            expect(decoded.__meta__.timestamp).toBe(now);
            expect(decoded.__meta__.after).toBe(after);
            expect(decoded.body).toBe(body);
          },
        ),
        { numRuns: 12 },
      );
    });
  }
});
