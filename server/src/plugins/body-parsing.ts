import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import { registerJsonBodyParser } from '#app/http/json-body.ts';

/** Form bodies (the calls' own encoding), JSON (Fastify's) and cookies. */
export const bodyParsingPlugin = fp(
  async (app) => {
    await app.register(fastifyFormbody);
    registerJsonBodyParser(app);
    // A POST with no body at all (no Content-Type: `curl -X POST`, a bare beacon) is an empty
    // form, so that calls whose fields are all optional accept it like the web app's empty form.
    app.addHook('preValidation', async (request) => {
      if (request.method === 'POST' && request.body == null) request.body = {};
    });
    await app.register(fastifyCookie);
  },
  { name: 'body-parsing' },
);
