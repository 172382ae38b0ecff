import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD } from '#app/http/response-cache/index.ts';

/**
 * JSON answers above ~1 KB go out compressed to clients that accept it; answers of the response
 * cache arrive already compressed (made once per entry) and are left alone.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      customTypes: /^application\/json/,
    });
  },
  { name: 'compression' },
);
