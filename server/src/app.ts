import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock.ts';
import type { Settings } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { registerCapabilityGuard } from './http/capabilities.ts';
import { registerEnvelope } from './http/envelope.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerStaticSite } from './http/static-site.ts';
import { createAccountService } from './modules/account/service.ts';
import { authModule } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { catalogueModule } from './modules/catalogue/routes.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { healthModule } from './modules/health/routes.ts';
import { imagesModule } from './modules/images/routes.ts';
import { createImagesService } from './modules/images/service.ts';

export interface AppDeps {
  settings: Settings;
  database: AppDatabase;
  clock: Clock;
}

const MEDIA_DIR = fileURLToPath(new URL('../assets/media/', import.meta.url));

/**
 * Builds the whole app from plugins: infrastructure first (parsers, envelope, guards, errors),
 * then one module per domain area, then the web app for every other path.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { settings, database, clock } = deps;
  const now = () => clock.now();

  const app = Fastify({
    logger:
      settings.LOG_LEVEL === 'silent'
        ? false
        : {
            level: settings.LOG_LEVEL,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    bodyLimit: 256 * 1024,
    // Idle keep-alive sockets close at once on shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyFormbody);
  await app.register(fastifyCookie);
  registerEnvelope(app, now);
  registerCapabilityGuard(app);
  registerErrorHandling(app, now);

  const auth = createAuthService({ db: database.db, clock, settings });
  const account = createAccountService({ db: database.db, clock });
  const catalogue = createCatalogueService({ db: database.db, clock });
  const images = createImagesService({ db: database.db });

  await app.register(healthModule, { database });
  await app.register(authModule, { auth, account, publicOrigin: settings.PUBLIC_ORIGIN, now });
  await app.register(catalogueModule, { catalogue, auth });
  await app.register(imagesModule, { images });

  await registerStaticSite(app, { webDist: settings.webDist, mediaDir: MEDIA_DIR, now });

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
