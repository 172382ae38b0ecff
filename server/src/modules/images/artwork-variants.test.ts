import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeVariant, variantFormatFor } from './artwork-variants.ts';

describe('variantFormatFor', () => {
  it('sends AVIF or WebP only to a client that names it, best first', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(variantFormatFor(chrome)).toBe('avif');
    expect(variantFormatFor('image/webp,*/*')).toBe('webp');
    expect(variantFormatFor('IMAGE/WEBP;q=0.9, image/png')).toBe('webp');
  });

  it('sends JPEG to a client that names neither, or refuses them with q=0', () => {
    expect(variantFormatFor(undefined)).toBe('jpeg');
    expect(variantFormatFor('*/*')).toBe('jpeg');
    expect(variantFormatFor('image/*')).toBe('jpeg');
    expect(variantFormatFor('image/avif;q=0, image/webp;q=0.0, */*')).toBe('jpeg');
    expect(variantFormatFor('image/avif;q=0,image/webp')).toBe('webp');
  });
});

describe('makeVariant', () => {
  it('fills the size asked in each format, cropping rather than stretching', async () => {
    // Left half red, right half blue: a 2:3 crop of the centre keeps both colours.
    const original = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#ff0000' },
    })
      .composite([
        {
          input: { create: { width: 600, height: 600, channels: 3, background: '#0000ff' } },
          left: 600,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    for (const [format, decoded] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpeg', 'jpeg'],
    ] as const) {
      const variant = await makeVariant(original, { width: 200, height: 300 }, format);
      expect(await sharp(variant).metadata()).toMatchObject({
        width: 200,
        height: 300,
        format: decoded,
      });
      const { data } = await sharp(variant).resize(2, 1, { fit: 'fill' }).raw().toBuffer({
        resolveWithObject: true,
      });
      // Left pixel red, right pixel blue: the centre, not a squeezed whole.
      expect(data[0]).toBeGreaterThan(200);
      expect(data[5]).toBeGreaterThan(200);
    }
  });
});
