import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { seasonName } from '@app/domain';
import type { Database } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { renderArtwork } from './artwork.ts';
import type { ArtworkSpec, ImageSize } from './artwork.ts';
import { LRUCache } from 'lru-cache';
import { createImagesRepo } from './repo.ts';
import { originalKey, variantKey, type ArtworkStore } from './artwork-store.ts';
import {
  makeVariant,
  VARIANT_CONTENT_TYPES,
  variantFormatFor,
  type VariantFormat,
} from './artwork-variants.ts';

/** Generated artwork: an SVG drawn from the row. */
export interface RenderedImage {
  kind: 'svg';
  svg: string;
  /** A strong entity tag: a hash of the SVG, quoted. */
  etag: string;
}

/**
 * An imported picture's variant, made on first demand. Its ETag is known before the bytes are
 * (the original's hash, the size and the format), so a revalidation costs no image work.
 */
export interface PictureVariant {
  kind: 'picture';
  etag: string;
  contentType: string;
  bytes: () => Promise<Buffer>;
}

/** What a title's image call answers: an imported picture where there is one, else generated art. */
export type TitleImage = RenderedImage | PictureVariant;

/** Which picture a call shows: the poster is portrait; the others are wide. */
type TitleImageUse = 'poster' | 'backdrop' | 'thumbnail' | 'preview';

/** Variants held in memory, in bytes: the most asked-for pictures never touch the store. */
const VARIANT_CACHE_BYTES = 32 * 2 ** 20;

export const MIN_IMAGE_SIDE = 16;
export const MAX_IMAGE_SIDE = 3840;

/** Sizes of the images whose path names none (a `?size=` query may still ask for another). */
export const DEFAULT_IMAGE_SIZES = {
  provider: { width: 400, height: 225 },
  editorialItem: { width: 1280, height: 720 },
  plan: { width: 640, height: 360 },
  channel: { width: 256, height: 144 },
} as const satisfies Record<string, ImageSize>;

/**
 * Rendered SVGs of recent requests, keyed by everything the picture depends on, so a renamed
 * title never gets a stale image. A few KB each: 256 of them stay well under 2 MB.
 */
const CACHE_CAPACITY = 256;

/** 'WIDTHxHEIGHT', each side from 16 to 3840 pixels. */
export function parseImageSize(size: string): ImageSize {
  const match = /^(\d{1,4})[xX](\d{1,4})$/.exec(size);
  const width = match ? Number(match[1]) : NaN;
  const height = match ? Number(match[2]) : NaN;
  const inRange = (side: number) => side >= MIN_IMAGE_SIDE && side <= MAX_IMAGE_SIDE;
  if (!inRange(width) || !inRange(height)) {
    const shown = size.length > 40 ? `${size.slice(0, 40)}…` : size;
    throw new AppError(
      'ERR_VALIDATION',
      `Invalid image size '${shown}': expected WIDTHxHEIGHT, each from ${MIN_IMAGE_SIDE} to ${MAX_IMAGE_SIDE} pixels.`,
    );
  }
  return { width, height };
}

function notFound(what: string, id: number): AppError {
  return new AppError('ERR_NOT_FOUND', `No ${what} found with Id ${id}`);
}

/** Generated artwork for titles, providers, editorial items, plans, guide programs and channels. */
export function createImagesService(deps: { db: Kysely<Database>; artwork: ArtworkStore }) {
  const repo = createImagesRepo(deps.db);
  const cache = new LRUCache<string, RenderedImage>({ max: CACHE_CAPACITY });
  const variants = new LRUCache<string, Buffer>({
    maxSize: VARIANT_CACHE_BYTES,
    sizeCalculation: (bytes) => bytes.length,
  });
  /** Variants being made: concurrent requests for one share the work. */
  const making = new Map<string, Promise<Buffer>>();

  /** A variant from memory, else from the store, else made from the original and stored. */
  async function variantBytes(sha256: string, size: ImageSize, format: VariantFormat) {
    const key = variantKey(sha256, size.width, size.height, format);
    const held = variants.get(key);
    if (held) return held;
    let pending = making.get(key);
    if (!pending) {
      pending = (async () => {
        let bytes = await deps.artwork.get(key);
        if (!bytes) {
          const original = await deps.artwork.get(originalKey(sha256));
          if (!original) throw new Error(`artwork original ${sha256} is missing from the store`);
          bytes = await makeVariant(original, size, format);
          await deps.artwork.put(key, bytes);
        }
        variants.set(key, bytes);
        return bytes;
      })().finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  /**
   * The imported picture a use shows, if any: a poster is the title's poster, else its show's; a
   * wide picture is the title's backdrop, else its first still, else (an episode) the show's
   * still for its number, else the show's backdrop.
   */
  function importedPicture(
    row: {
      id: number;
      root_parent_id: number | null;
      episode_number: number | null;
      artwork: readonly { title_id: number; kind: string; sha256: string }[];
    },
    use: TitleImageUse,
  ) {
    const rows = row.artwork;
    if (rows.length === 0) return null;
    const of = (owner: number | null, kind: string) =>
      rows.filter((r) => r.title_id === owner && r.kind === kind);
    if (use === 'poster') return of(row.id, 'poster')[0] ?? of(row.root_parent_id, 'poster')[0];
    const showStills = of(row.root_parent_id, 'still');
    return (
      of(row.id, 'backdrop')[0] ??
      of(row.id, 'still')[0] ??
      (row.episode_number !== null && showStills.length > 0
        ? showStills[(Math.max(1, row.episode_number) - 1) % showStills.length]
        : undefined) ??
      of(row.root_parent_id, 'backdrop')[0]
    );
  }

  function render(spec: ArtworkSpec, size: ImageSize): RenderedImage {
    const key = `${size.width}x${size.height}|${JSON.stringify(spec)}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const svg = renderArtwork(spec, size);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    const image = { kind: 'svg' as const, svg, etag };
    cache.set(key, image);
    return image;
  }

  async function titleArt(
    id: number,
    size: string,
    use: TitleImageUse,
    accept: string | undefined,
  ): Promise<TitleImage> {
    const imageSize = parseImageSize(size);
    const row = await repo.titleWithArtwork(id);
    if (!row) throw notFound('title', id);
    const picture = importedPicture(row, use);
    if (picture) {
      const format = variantFormatFor(accept);
      return {
        kind: 'picture',
        etag: `"${picture.sha256.slice(0, 24)}-${imageSize.width}x${imageSize.height}-${format}"`,
        contentType: VARIANT_CONTENT_TYPES[format],
        bytes: () => variantBytes(picture.sha256, imageSize, format),
      };
    }
    const colourOwner = row.tile_background ? row : null;
    const show = row.root_title ?? null;
    let title = row.title;
    // Only a poster carries type: a tile prints the year under it, and the wide pictures sit
    // under headings or captions that already name the title (decision 0047).
    let caption: string | null = null;
    if (row.sub_type === 'season' && row.season_number !== null) {
      title = show ?? row.title;
      caption = seasonName(row.season_number);
    } else if (row.sub_type === 'episode') {
      const parts = [
        row.season_number === null ? null : seasonName(row.season_number),
        row.episode_number === null ? null : `Episode ${row.episode_number}`,
      ].filter((p) => p !== null);
      caption = parts.length > 0 ? parts.join(' · ') : show;
    }
    return render(
      {
        style: 'key-art',
        seed: `title:${row.id}`,
        colourSeed: `title:${row.root_parent_id ?? row.id}`,
        title,
        caption,
        background: colourOwner ? row.tile_background : row.root_tile_background,
        text: colourOwner ? row.tile_text : row.root_tile_text,
        genre: row.genre ?? row.root_genre,
        textFree: use !== 'poster',
      },
      imageSize,
    );
  }

  return {
    /** GET /v2/vod/titles/:id/landscape_thumbnail/:size (the client asks 334x188). */
    titleThumbnail: (id: number, size: string, accept?: string) =>
      titleArt(id, size, 'thumbnail', accept),

    /** GET /v2/vod/titles/:id/preview/:size: the wide hero banner (the client asks 2560x845). */
    titlePreview: (id: number, size: string, accept?: string) =>
      titleArt(id, size, 'preview', accept),

    /** GET /v2/vod/titles/:id/poster/:size: portrait key art, the title set once (web asks 2:3). */
    titlePoster: (id: number, size: string, accept?: string) =>
      titleArt(id, size, 'poster', accept),

    /**
     * GET /v2/vod/titles/:id/backdrop/:size: the same picture with no type, for heroes, stills
     * and (at 2:3) a poster beside a heading that names the title.
     */
    titleBackdrop: (id: number, size: string, accept?: string) =>
      titleArt(id, size, 'backdrop', accept),

    /** GET /v2/vod/providers/:id/image */
    async providerImage(id: number, size?: string): Promise<RenderedImage> {
      const imageSize = size === undefined ? DEFAULT_IMAGE_SIZES.provider : parseImageSize(size);
      const row = await repo.provider(id);
      if (!row) throw notFound('provider', id);
      return render(
        {
          style: 'logo',
          seed: `provider:${row.id}`,
          colourSeed: `provider:${row.id}`,
          title: row.name,
          caption: null,
          background: null,
          text: null,
        },
        imageSize,
      );
    },

    /** GET /v2/editorial/items/:id/image */
    async editorialItemImage(id: number, size?: string): Promise<RenderedImage> {
      const imageSize =
        size === undefined ? DEFAULT_IMAGE_SIZES.editorialItem : parseImageSize(size);
      const row = await repo.editorialItem(id);
      if (!row) throw notFound('editorial item', id);
      return render(
        {
          style: 'key-art',
          seed: `editorial:${row.id}`,
          colourSeed: `editorial:${row.id}`,
          title: row.title,
          caption: null,
          background: row.colour,
          text: null,
        },
        imageSize,
      );
    },

    /** GET /v2/subscriber/plans/:id/image */
    async planImage(id: number, size?: string): Promise<RenderedImage> {
      const imageSize = size === undefined ? DEFAULT_IMAGE_SIZES.plan : parseImageSize(size);
      const row = await repo.plan(id);
      if (!row) throw notFound('plan', id);
      return render(
        {
          style: 'key-art',
          seed: `plan:${row.id}`,
          colourSeed: `plan:${row.id}`,
          title: row.name,
          caption: null,
          background: null,
          text: null,
        },
        imageSize,
      );
    },

    /** GET /v2/epg/program/:id/image/:size: drawn in its channel's colour. */
    async programImage(id: number, size: string): Promise<RenderedImage> {
      const imageSize = parseImageSize(size);
      const row = await repo.program(id);
      if (!row) throw notFound('program', id);
      return render(
        {
          style: 'key-art',
          // Seeded by the show, not the airing: every airing of a show looks the same.
          seed: `program:${row.program_id}`,
          colourSeed: `channel:${row.channel_id}`,
          title: row.title,
          caption: row.channel_name,
          background: row.channel_colour,
          text: null,
        },
        imageSize,
      );
    },

    /** GET /v2/epg/channels/:id/image: the channel's logo in the guide. */
    async channelLogo(id: number, size?: string): Promise<RenderedImage> {
      const imageSize = size === undefined ? DEFAULT_IMAGE_SIZES.channel : parseImageSize(size);
      const row = await repo.channel(id);
      if (!row) throw notFound('channel', id);
      return render(
        {
          style: 'logo',
          seed: `channel:${row.id}`,
          colourSeed: `channel:${row.id}`,
          title: row.name,
          caption: null,
          background: row.colour,
          text: null,
        },
        imageSize,
      );
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
