import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { registerStaticSite } from '#app/http/static-site.ts';
import { spendBudget } from '#app/http/traffic-limiter.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../assets/media/', import.meta.url));

/** The built web app for every path no module answers: assets, and pages rendered here. */
export const webAppPlugin = fp(
  async (app) => {
    const { settings, now, counters, catalogue, epg } = app.services;
    await registerStaticSite(app, {
      webDist: settings.webDist,
      mediaDir: MEDIA_DIR,
      now,
      publicOrigin: settings.PUBLIC_ORIGIN,
      beforeRender: () => catalogue.checkVersion(),
      // A page request counts once, as one request of its client, whatever its render calls.
      countPage: async (request) => {
        if (settings.RATE_LIMIT_PER_HOUR <= 0) return;
        await spendBudget(
          counters.traffic,
          { key: request.client, limit: settings.RATE_LIMIT_PER_HOUR, now: now() },
          (error) => request.log.warn({ err: error }, 'traffic limiter unavailable'),
        );
      },
      admitRender: async (request) => {
        const limit = settings.RENDERS_PER_MINUTE_PER_CLIENT;
        if (limit <= 0) return true;
        try {
          const hit = await counters.rendersPerMinute.hit(request.client, now());
          return hit.count <= limit;
        } catch {
          return true;
        }
      },
      rendersAtOnce: settings.RENDERS_AT_ONCE,
      renderShare: settings.RENDER_TIME_SHARE,
      sitemaps: {
        titles: () => catalogue.detailsTitles(),
        onCatalogueChange: (listener) => catalogue.onCatalogueChange(listener),
      },
      onRenderer(renderer) {
        // Kept pages show titles, prices and programmes: a new catalogue or line-up drops them.
        catalogue.onCatalogueChange(() => renderer.forget());
        epg.onLineupChanged(() => renderer.forget());
      },
    });
  },
  { name: 'web-app', dependencies: ['services'] },
);
