import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createDiskArtworkStore,
  createMemoryArtworkStore,
  layeredArtworkStore,
  originalKey,
  variantKey,
} from './artwork-store.ts';

const HASH = 'a'.repeat(64);

describe('artwork stores', () => {
  it('keeps bytes on disk under their key, and answers null for a key never put', async () => {
    const root = mkdtempSync(join(tmpdir(), 'artwork-'));
    const store = createDiskArtworkStore(root);
    expect(await store.get(originalKey(HASH))).toBeNull();
    await store.put(originalKey(HASH), Buffer.from('picture'));
    await store.put(variantKey(HASH, 300, 450, 'avif'), Buffer.from('variant'));
    expect((await store.get(originalKey(HASH)))!.toString()).toBe('picture');
    expect(
      (await createDiskArtworkStore(root).get(variantKey(HASH, 300, 450, 'avif')))!.toString(),
    ).toBe('variant');
    // Written through a temporary file renamed into place: nothing half-written is left.
    expect(readdirSync(join(root, 'originals'))).toEqual([HASH]);
  });

  it('refuses any key but its own shapes, so a key never leaves the folder', async () => {
    const store = createDiskArtworkStore(mkdtempSync(join(tmpdir(), 'artwork-')));
    for (const key of ['../etc/passwd', `originals/${HASH}/../../x`, 'originals/ABC', '']) {
      await expect(store.get(key)).rejects.toThrow(/not an artwork key/);
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/not an artwork key/);
    }
    expect(() => variantKey(HASH, 300, 450, 'gif')).toThrow(/not an artwork key/);
  });

  it('reads through to read-only layers and writes to the first only', async () => {
    const primary = createMemoryArtworkStore();
    const shipped = createMemoryArtworkStore();
    await shipped.put(originalKey(HASH), Buffer.from('shipped'));
    const store = layeredArtworkStore(primary, shipped);
    expect((await store.get(originalKey(HASH)))!.toString()).toBe('shipped');
    await store.put(variantKey(HASH, 10, 10, 'jpeg'), Buffer.from('made'));
    expect(primary.keys()).toEqual([variantKey(HASH, 10, 10, 'jpeg')]);
    expect(shipped.keys()).toEqual([originalKey(HASH)]);
  });
});
