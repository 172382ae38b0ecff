import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { OriginalFormat } from '#app/db/tables.ts';

/** What the import keeps of an original picture; its bytes go to the store under the hash. */
export interface OriginalFacts {
  sha256: string;
  format: OriginalFormat;
  width: number;
  height: number;
}

/** An original larger than this is refused: a poster needs nowhere near it. */
export const MAX_ORIGINAL_BYTES = 25 * 2 ** 20;
/** Smaller than this on its shorter side, a picture cannot fill even a phone's tile. */
export const MIN_ORIGINAL_SIDE = 64;
/** Pixels sharp may decode from one original (about 8000 × 6000). */
export const MAX_ORIGINAL_PIXELS = 48_000_000;

const FORMATS: Record<string, OriginalFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  // libvips reports AVIF as 'heif' with an AV1 compression.
  heif: 'avif',
};

export type OriginalCheck = { ok: true; facts: OriginalFacts } | { ok: false; problem: string };

/**
 * Checks that `bytes` are one picture the server can serve: JPEG, PNG, WebP or AVIF, whole,
 * at least 64 px on each side, at most 25 MB and 48 megapixels. Reads the header, then decodes
 * the picture once (a truncated file fails here, not when a customer asks for it).
 */
export async function checkOriginal(bytes: Buffer): Promise<OriginalCheck> {
  if (bytes.length > MAX_ORIGINAL_BYTES) {
    return { ok: false, problem: `is ${Math.ceil(bytes.length / 2 ** 20)} MB; at most 25 MB` };
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_ORIGINAL_PIXELS }).metadata();
  } catch {
    return { ok: false, problem: 'is not a picture (expected JPEG, PNG, WebP or AVIF)' };
  }
  const format = FORMATS[metadata.format ?? ''];
  if (!format || (metadata.format === 'heif' && metadata.compression !== 'av1')) {
    return {
      ok: false,
      problem: `is ${metadata.format ?? 'of an unknown format'}; expected JPEG, PNG, WebP or AVIF`,
    };
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_ORIGINAL_PIXELS) {
    return { ok: false, problem: `is ${width}×${height}; at most 48 megapixels` };
  }
  if (Math.min(width, height) < MIN_ORIGINAL_SIDE) {
    return { ok: false, problem: `is ${width}×${height}; at least ${MIN_ORIGINAL_SIDE} px a side` };
  }
  try {
    await sharp(bytes, { limitInputPixels: MAX_ORIGINAL_PIXELS, failOn: 'truncated' })
      .resize(8, 8)
      .raw()
      .toBuffer();
  } catch {
    return { ok: false, problem: 'is damaged or cut short' };
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { ok: true, facts: { sha256, format, width, height } };
}
