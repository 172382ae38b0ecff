import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';

/** The live-message socket's transport (modules/messages); frames are small. */
export const websocketPlugin = fp(
  async (app) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  },
  { name: 'websocket' },
);
