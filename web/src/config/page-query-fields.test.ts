import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_OVERRIDE_PARAM } from '#app/app/brand.ts';
import { PAGE_QUERY_FIELDS } from './paths.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('PAGE_QUERY_FIELDS', () => {
  it('names every query field a page or route loader reads, which the server renders by', () => {
    // `search.get('x')`, `params.get('x')`, `searchParams.get('x')`, `query.get('x')` on a
    // URLSearchParams of the page's address.
    const read = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:search|params|searchParams|query)\.get\('([^']+)'\)/g)) {
        read.add(m[1]!);
      }
    }
    read.add(BRAND_OVERRIDE_PARAM);
    expect(read.size).toBeGreaterThan(5);
    expect(
      [...read].filter((field) => !(PAGE_QUERY_FIELDS as readonly string[]).includes(field)),
    ).toEqual([]);
  });
});
