import { SOCKET_LIVENESS_MS, SOCKET_PING, type ServerFrame } from '@app/domain';

/** The close code the server uses for a session that ended: no point reconnecting. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
const MAX_BACKOFF_MS = 30_000;

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((this: WebSocket, ev: Event) => unknown) | null;
  onmessage: ((this: WebSocket, ev: MessageEvent) => unknown) | null;
  onclose: ((this: WebSocket, ev: CloseEvent) => unknown) | null;
  onerror: ((this: WebSocket, ev: Event) => unknown) | null;
};

export interface LiveSocketOptions {
  url: string;
  onFrame: (frame: ServerFrame) => void;
  /** The server closed the socket because the session ended. */
  onSessionEnded: () => void;
  createSocket?: (url: string) => SocketLike;
}

/**
 * One socket per signed-in tab (account spec §7): a PING every 5 s, and when no frame has come
 * back for two of those, the socket is taken as dead and reopened, with back-off between tries
 * (1 s doubling to 30 s) so a server restart is not hammered.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private heardAt = 0;
  private liveness: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private backoffMs = 1000;
  private stopped = false;

  constructor(private readonly options: LiveSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.liveness) clearInterval(this.liveness);
    if (this.retry) clearTimeout(this.retry);
    this.liveness = this.retry = null;
    this.socket?.close(1000, 'page closed');
    this.socket = null;
  }

  private open(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.options.url);
    this.socket = socket;
    this.heardAt = Date.now();
    socket.onopen = () => {
      this.backoffMs = 1000;
      this.heardAt = Date.now();
    };
    socket.onmessage = (event) => {
      this.heardAt = Date.now();
      try {
        this.options.onFrame(JSON.parse(String(event.data)) as ServerFrame);
      } catch {
        // Not a frame of ours: ignore it.
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        this.options.onSessionEnded();
        return;
      }
      this.reconnectLater();
    };
    socket.onerror = () => socket.close();
    if (this.liveness) clearInterval(this.liveness);
    this.liveness = setInterval(() => this.checkLiveness(), SOCKET_LIVENESS_MS);
  }

  private checkLiveness(): void {
    const socket = this.socket;
    if (!socket) return;
    if (Date.now() - this.heardAt > 2 * SOCKET_LIVENESS_MS) {
      // Silent for too long: a dead connection (sleeping laptop, dropped Wi-Fi). Start again.
      this.socket = null;
      socket.close(4000, 'no answer');
      this.reconnectLater();
      return;
    }
    if (socket.readyState === 1) socket.send(SOCKET_PING);
  }

  private reconnectLater(): void {
    if (this.stopped || this.retry) return;
    if (this.liveness) clearInterval(this.liveness);
    this.liveness = null;
    const wait = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.open();
    }, wait);
  }
}

/** The socket's address on the page's own host (ws: or wss: like the page). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/v2/message/ws/messages`;
}
