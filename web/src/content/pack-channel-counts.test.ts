import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const I18N = join(HERE, '../../public/i18n');

/**
 * A claim of how many channels a pack has ("more than 40 premium channels", "40+ channels"):
 * the pack pages list the line-up's own count, so fixed copy must not state another (issue 34:
 * the Ultimate pack said "more than 40" on one page and "60 channels" on the next).
 */
const CHANNEL_CLAIM =
  /\b(more than|over|at least)\s+\d+\s+(premium\s+)?channels\b|\b\d+\+\s*(premium\s+)?channels\b/i;

/** Every string a module exports, however deep. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

describe('pack channel counts in fixed copy', () => {
  it('states no count of a pack’s channels in the marketing and help content', async () => {
    const modules = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { eager: true });
    const strings = Object.values(modules).flatMap((m) => stringsOf(m));
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.filter((s) => CHANNEL_CLAIM.test(s))).toEqual([]);
  });

  it('states none in any brand’s translations either', () => {
    for (const brand of readdirSync(I18N)) {
      const strings = stringsOf(JSON.parse(readFileSync(join(I18N, brand, 'en.json'), 'utf8')));
      expect(
        strings.filter((s) => CHANNEL_CLAIM.test(s)),
        brand,
      ).toEqual([]);
    }
  });

  it('recognises the claims it guards against', () => {
    expect(CHANNEL_CLAIM.test('more than 40 premium channels')).toBe(true);
    expect(CHANNEL_CLAIM.test('All the premium packs together: over 40 channels')).toBe(true);
    expect(CHANNEL_CLAIM.test('Ultimate Pack (40+ channels)')).toBe(true);
    expect(CHANNEL_CLAIM.test('records up to 6 channels at once')).toBe(false);
  });
});
