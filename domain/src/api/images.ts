import { z } from 'zod';
import { idParam } from './meta.ts';

/**
 * The artwork calls (account spec §7, marketing spec §7): an id in the path, and a size in the
 * path or the query. The size is checked by the service, which names it in the error.
 */
export const imageParamsSchema = z.object({ id: idParam });
export const sizedImageParamsSchema = z.object({ id: idParam, size: z.string() });
export const imageSizeQuerySchema = z.object({ size: z.string().optional() });

/** The artwork itself: an SVG document, sent as it was rendered. */
export const svgAnswerSchema = z.string().meta({ description: 'An SVG image.' });

/**
 * A title's imported picture (poster, backdrop or still), resized to the size asked, in the
 * format the `Accept` header names first among AVIF and WebP, else JPEG (decision 0047).
 */
export const pictureAnswerSchema = z
  .string()
  .meta({ description: 'An imported picture (binary).', format: 'binary' });
