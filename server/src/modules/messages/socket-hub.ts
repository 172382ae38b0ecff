import type { WebSocket } from '@fastify/websocket';
import { CHANGE_MESSAGES, isLogoutMessage, SOCKET_PING } from '@app/domain';
import type { ServerFrame, ServerMessage } from '@app/domain';
import type { Clock } from '#app/clock.ts';
import { meta } from '#app/http/envelope.ts';
import type { HouseholdMessage, MessageBus } from './bus.ts';

interface Client {
  socket: WebSocket;
  householdId: string;
  tokenHash: string;
  alive: boolean;
  sessionCheckedAt: number;
}

const LOGOUT_TEXT = 'Your session has expired or you have been signed out from another device.';
/** Sockets whose session ended: close code in the private range, readable by the client. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** How often a socket's session is looked up again (sessions can expire while it is open). */
const SESSION_RECHECK_MS = 60_000;
/** Server-side liveness: a socket that answers no ping for this long is dropped. */
const HEARTBEAT_MS = 30_000;
/** Open sockets one session may hold (tabs of one browser); more are refused (ASVS 2.4.1). */
export const MAX_SOCKETS_PER_SESSION = 10;
/** Close code for a socket refused because its session holds too many. */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4429;

export function frameOf(message: ServerMessage, now: number): ServerFrame {
  const logout = isLogoutMessage(message);
  return {
    frag: message,
    __meta__: meta(now, logout ? message : null, logout ? LOGOUT_TEXT : null),
  };
}

/**
 * The sockets this instance holds, by household. Messages arrive through the bus (from this or
 * any other instance) and go to every socket of the household, or of one session.
 */
export function createSocketHub(deps: {
  bus: MessageBus;
  clock: Clock;
  isSessionLive: (tokenHash: string) => Promise<boolean>;
}) {
  const byHousehold = new Map<string, Set<Client>>();

  function send(client: Client, message: ServerMessage): void {
    if (client.socket.readyState === client.socket.OPEN) {
      client.socket.send(JSON.stringify(frameOf(message, deps.clock.now())));
    }
  }

  function detach(client: Client): void {
    const set = byHousehold.get(client.householdId);
    set?.delete(client);
    if (set?.size === 0) byHousehold.delete(client.householdId);
  }

  function endSession(client: Client, message: ServerMessage): void {
    send(client, message);
    client.socket.close(SESSION_ENDED_CLOSE_CODE, message);
    detach(client);
  }

  deps.bus.subscribe((m: HouseholdMessage) => {
    // A change only the servers' caches hear of: nothing for the devices.
    if (m.message === undefined) return;
    const message = m.message;
    for (const client of [...(byHousehold.get(m.householdId) ?? [])]) {
      if (m.tokenHash && m.tokenHash !== client.tokenHash) continue;
      if (isLogoutMessage(message)) endSession(client, message);
      else send(client, message);
    }
  });

  // Messages may have been lost while Redis was away: every device re-reads what a change
  // message would have made it re-read (wishlist, packs, titles). Rare, and cheap next to a
  // wishlist that stays wrong until the next reload.
  deps.bus.onResync(() => {
    for (const set of byHousehold.values()) {
      for (const client of set) for (const message of CHANGE_MESSAGES) send(client, message);
    }
  });

  const heartbeat = setInterval(() => {
    for (const set of byHousehold.values()) {
      for (const client of set) {
        if (!client.alive) {
          client.socket.terminate();
          detach(client);
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    attach(socket: WebSocket, session: { householdId: string; tokenHash: string }): void {
      const held = [...(byHousehold.get(session.householdId) ?? [])].filter(
        (c) => c.tokenHash === session.tokenHash,
      ).length;
      if (held >= MAX_SOCKETS_PER_SESSION) {
        socket.close(TOO_MANY_SOCKETS_CLOSE_CODE, 'too many sockets');
        return;
      }
      const client: Client = {
        socket,
        ...session,
        alive: true,
        sessionCheckedAt: deps.clock.now(),
      };
      let set = byHousehold.get(session.householdId);
      if (!set) byHousehold.set(session.householdId, (set = new Set()));
      set.add(client);
      socket.on('pong', () => (client.alive = true));
      socket.on('close', () => detach(client));
      socket.on('message', (data: Buffer) => {
        client.alive = true;
        if (String(data) !== SOCKET_PING) return;
        void (async () => {
          const now = deps.clock.now();
          if (now - client.sessionCheckedAt >= SESSION_RECHECK_MS) {
            client.sessionCheckedAt = now;
            if (!(await deps.isSessionLive(client.tokenHash)))
              return endSession(client, 'NOT_AUTHENTICATED');
          }
          send(client, 'PONG');
        })();
      });
    },

    /** Sockets held by this instance, for tests and health. */
    count(): number {
      let n = 0;
      for (const set of byHousehold.values()) n += set.size;
      return n;
    },

    close(): void {
      clearInterval(heartbeat);
      for (const set of byHousehold.values())
        for (const client of set) client.socket.close(1001, 'server restarting');
      byHousehold.clear();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
