import fp from 'fastify-plugin';
import { isRenderCall } from '#app/http/server-render.ts';
import { registerTrafficLimiter } from '#app/http/traffic-limiter.ts';

/** Requests per client and hour, counted across instances with REDIS_URL. */
export const trafficLimiterPlugin = fp(
  async (app) => {
    const { settings, counters, now } = app.services;
    registerTrafficLimiter(app, {
      limit: settings.RATE_LIMIT_PER_HOUR,
      counter: counters.traffic,
      now,
      // The renderer's own calls are not the client's traffic: its page counts once (web-app.ts).
      exempt: isRenderCall,
    });
  },
  { name: 'traffic-limiter', dependencies: ['services', 'answer-pipeline'] },
);
