import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#app/errors.ts';
import { z } from 'zod';
import { frameOf, SESSION_ENDED_CLOSE_CODE } from './socket-hub.ts';
import type { SocketHub } from './socket-hub.ts';

/** The live-message socket (account spec §7), authenticated by the auth cookie. */
export async function messagesModule(
  app: FastifyInstance,
  {
    hub,
    now,
    publicOrigin,
  }: { hub: SocketHub; now: () => number; publicOrigin: string | undefined },
) {
  const schema = {
    summary: 'Live messages (WebSocket)',
    description:
      'Frames of `{ type, __meta__ }` (docs/api.md, Live messages); the auth cookie says whose.',
    response: { 101: z.null().describe('Switching to the WebSocket protocol.') },
  };
  // A page on another site could open a socket with the user's cookie: only our own pages may,
  // scheme and host alike (an http page on our host is not our https site). Refused before the
  // upgrade (issue 32 item 8), so no socket is ever opened for another site's page.
  const checkOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && !ownOrigins(request.protocol, request.headers.host, publicOrigin).has(origin)) {
      throw new AppError('ERR_GENERAL', 'This page may not open the live-message socket.');
    }
  };
  const options = { websocket: true, schema, preValidation: checkOrigin } as const;
  app.get('/v2/message/ws/messages', options, async (socket, request) => {
    const session = await request.currentSession();
    if (!session) {
      socket.send(JSON.stringify(frameOf('AUTH_FAILED', now())));
      socket.close(SESSION_ENDED_CLOSE_CODE, 'AUTH_FAILED');
      return;
    }
    hub.attach(socket, session);
  });
}

/**
 * The origins our own pages have: the configured public one (https behind a proxy), or else the
 * scheme and host this request came in on.
 */
function ownOrigins(
  protocol: string,
  host: string | undefined,
  publicOrigin: string | undefined,
): Set<string> {
  if (publicOrigin) return new Set([new URL(publicOrigin).origin]);
  const scheme = protocol === 'https' ? 'https' : 'http';
  return new Set(host ? [`${scheme}://${host}`] : []);
}
