import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorAnswerSchema,
  imageParamsSchema as idParams,
  imageSizeQuerySchema as sizeQuery,
  sizedImageParamsSchema as sizedParams,
  svgAnswerSchema,
} from '@app/domain';
import type { ImagesService, RenderedImage } from './service.ts';

/** An SVG, 304 when the browser's copy is current, or an error answer. */
const response = {
  200: { description: 'The artwork.', content: { 'image/svg+xml': { schema: svgAnswerSchema } } },
  304: z.null().describe('Not modified: the ETag in If-None-Match is current.'),
  '4xx': errorAnswerSchema,
  '5xx': errorAnswerSchema,
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
  reply
    .header('ETag', image.etag)
    .header('Cache-Control', CACHE_CONTROL)
    // Served from our own origin: never sniffed as HTML, and nothing inside may load or run.
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'");
  if (isFresh(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  // A string answer skips the JSON envelope: the SVG goes out exactly as rendered.
  return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
}

/** Image calls (account spec §7, marketing spec §7): generated SVG artwork. */
export async function imagesModule(parent: FastifyInstance, { images }: { images: ImagesService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // Artwork is fetched by <img> tags, many per page, and cached by the browser: it is not part
  // of the API traffic the limiter counts (account spec §7 throttles the client's calls).
  const ARTWORK = { trafficLimit: false };

  app.get(
    '/v2/vod/titles/:id/landscape_thumbnail/:size',
    { schema: { params: sizedParams, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(
        request,
        reply,
        await images.titleThumbnail(request.params.id, request.params.size),
      ),
  );

  app.get(
    '/v2/vod/titles/:id/preview/:size',
    { schema: { params: sizedParams, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(request, reply, await images.titlePreview(request.params.id, request.params.size)),
  );

  app.get(
    '/v2/vod/titles/:id/poster/:size',
    { schema: { params: sizedParams, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(request, reply, await images.titlePoster(request.params.id, request.params.size)),
  );

  app.get(
    '/v2/vod/titles/:id/backdrop/:size',
    { schema: { params: sizedParams, response }, config: ARTWORK },
    async (request, reply) =>
      sendImage(request, reply, await images.titleBackdrop(request.params.id, request.params.size)),
  );

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
