import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorAnswerSchema,
  imageParamsSchema as idParams,
  imageSizeQuerySchema as sizeQuery,
  pictureAnswerSchema,
  sizedImageParamsSchema as sizedParams,
  svgAnswerSchema,
} from '@app/domain';
import type { ImagesService, RenderedImage, TitleImage } from './service.ts';

/** An SVG, 304 when the browser's copy is current, or an error answer. */
const response = {
  200: { description: 'The artwork.', content: { 'image/svg+xml': { schema: svgAnswerSchema } } },
  304: z.null().describe('Not modified: the ETag in If-None-Match is current.'),
  '4xx': errorAnswerSchema,
  '5xx': errorAnswerSchema,
};

/** A title's image: an imported picture in the negotiated format, or generated art. */
const titleResponse = {
  ...response,
  200: {
    description:
      "The title's imported picture as AVIF, WebP or JPEG (by Accept), or its generated SVG art.",
    content: {
      'image/avif': { schema: pictureAnswerSchema },
      'image/webp': { schema: pictureAnswerSchema },
      'image/jpeg': { schema: pictureAnswerSchema },
      'image/svg+xml': { schema: svgAnswerSchema },
    },
  },
};

/** Artwork changes only when its row does, and then its ETag changes too: a week is safe. */
const CACHE_CONTROL = 'public, max-age=604800';

/** If-None-Match matches with the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function sendImage(request: FastifyRequest, reply: FastifyReply, image: RenderedImage) {
  setImageHeaders(reply, image.etag);
  if (isFresh(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  // A string answer skips the JSON envelope: the SVG goes out exactly as rendered.
  return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
}

function setImageHeaders(reply: FastifyReply, etag: string) {
  reply
    .header('ETag', etag)
    .header('Cache-Control', CACHE_CONTROL)
    // Served from our own origin: never sniffed as HTML, and nothing inside may load or run.
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'");
}

/**
 * A title's image. Its format follows the Accept header wherever an imported picture stands
 * behind it, so every title image answer varies by Accept (a title may gain a picture on the
 * next import). A picture's variant is made only when the browser's copy is not current.
 */
async function sendTitleImage(request: FastifyRequest, reply: FastifyReply, image: TitleImage) {
  reply.header('Vary', 'Accept');
  if (image.kind === 'svg') return sendImage(request, reply, image);
  setImageHeaders(reply, image.etag);
  if (isFresh(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  const bytes = await image.bytes();
  // A Buffer skips the JSON envelope; pictures are compressed already, so no Content-Encoding.
  return reply.type(image.contentType).header('Content-Length', bytes.length).send(bytes);
}

/** Image calls (account spec §7, marketing spec §7): generated SVG artwork. */
export async function imagesModule(parent: FastifyInstance, { images }: { images: ImagesService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // Artwork is fetched by <img> tags, many per page, and cached by the browser: it is not part
  // of the API traffic the limiter counts (account spec §7 throttles the client's calls).
  const ARTWORK = { trafficLimit: false };

  const titleImages = [
    ['landscape_thumbnail', images.titleThumbnail],
    ['preview', images.titlePreview],
    ['poster', images.titlePoster],
    ['backdrop', images.titleBackdrop],
  ] as const;
  for (const [kind, draw] of titleImages) {
    app.get(
      `/v2/vod/titles/:id/${kind}/:size`,
      { schema: { params: sizedParams, response: titleResponse }, config: ARTWORK },
      async (request, reply) =>
        sendTitleImage(
          request,
          reply,
          await draw(request.params.id, request.params.size, request.headers.accept),
        ),
    );
  }

  app.get(
    '/v2/vod/providers/:id/image',
    { schema: { params: idParams, querystring: sizeQuery, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(request, reply, await images.providerImage(request.params.id, request.query.size)),
  );

  app.get(
    '/v2/editorial/items/:id/image',
    { schema: { params: idParams, querystring: sizeQuery, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(
        request,
        reply,
        await images.editorialItemImage(request.params.id, request.query.size),
      ),
  );

  app.get(
    '/v2/subscriber/plans/:id/image',
    { schema: { params: idParams, querystring: sizeQuery, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(request, reply, await images.planImage(request.params.id, request.query.size)),
  );

  app.get(
    '/v2/epg/program/:id/image/:size',
    { schema: { params: sizedParams, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(request, reply, await images.programImage(request.params.id, request.params.size)),
  );

  app.get(
    '/v2/epg/channels/:id/image',
    { schema: { params: idParams, querystring: sizeQuery, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(request, reply, await images.channelLogo(request.params.id, request.query.size)),
  );
}
