import sharp from 'sharp';
import type { ImageSize } from './artwork.ts';
import { MAX_ORIGINAL_PIXELS } from './original-artwork.ts';

/** The formats a picture is served in, best first. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The media ranges a client accepts with q > 0 (RFC 9110 §12.5.1), lower-cased. */
function acceptedRanges(accept: string): Set<string> {
  const ranges = new Set<string>();
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (range) ranges.add(range);
  }
  return ranges;
}

/**
 * The format to send for an `Accept` header: AVIF or WebP only when the client names it (a
 * browser that decodes them says so), otherwise JPEG, which every client shows. A bare `*\/*`
 * or `image/*` gets JPEG: it is what a client that names nothing can surely decode.
 */
export function variantFormatFor(accept: string | undefined): VariantFormat {
  const ranges = acceptedRanges(accept ?? '');
  if (ranges.has('image/avif')) return 'avif';
  if (ranges.has('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * A variant of an original: cropped to fill `size` from the centre (posters and backdrops are
 * shown at a fixed aspect, as the generated art is), turned upright by its EXIF orientation, and
 * encoded for the web. Made once per key and kept in the store.
 */
export async function makeVariant(
  original: Buffer,
  size: ImageSize,
  format: VariantFormat,
): Promise<Buffer> {
  const pipeline = sharp(original, { limitInputPixels: MAX_ORIGINAL_PIXELS })
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#000000' });
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 78, effort: 4 }).toBuffer();
    case 'jpeg':
      return pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
  }
}
