/** A household's live socket on one instance (or through the proxy), as a browser tab keeps it. */
export class LiveSocket {
  readonly household: string;
  /** The instance it is held on, or 'nginx' for one through the proxy. */
  readonly target: string;
  readonly frames: { at: number; frag: string }[] = [];
  /** When the socket was open: [opened, closed or null while open]. */
  readonly open: [number, number | null][] = [];
  readonly closeCodes: number[] = [];
  private socket: WebSocket | null = null;
  private stopped = false;
  private readonly url: string;
  private readonly headers: () => Record<string, string>;
  private readonly onReopen: () => void;

  constructor(options: {
    household: string;
    target: string;
    url: string;
    headers: () => Record<string, string>;
    /** A tab re-reads what may have changed while its socket was away (after the first open). */
    onReopen: () => void;
  }) {
    this.household = options.household;
    this.target = options.target;
    this.url = options.url;
    this.headers = options.headers;
    this.onReopen = options.onReopen;
  }

  /** Opens the socket; resolves once it is open (or after 5 s, when it keeps trying). */
  start(): Promise<void> {
    return new Promise((resolve) => {
      this.connect(resolve);
      setTimeout(resolve, 5000).unref();
    });
  }

  private connect(opened?: () => void): void {
    if (this.stopped) return;
    // Node's WebSocket (undici) takes request headers: the cookie and the page's origin.
    const socket = new WebSocket(this.url, { headers: this.headers() } as unknown as string[]);
    this.socket = socket;
    socket.onopen = () => {
      this.open.push([Date.now(), null]);
      if (this.open.length > 1) this.onReopen();
      opened?.();
    };
    socket.onmessage = (event) => {
      try {
        const frame = JSON.parse(String(event.data)) as { frag: string };
        this.frames.push({ at: Date.now(), frag: frame.frag });
      } catch {
        // not a frame
      }
    };
    socket.onclose = (event) => {
      const last = this.open.at(-1);
      if (last && last[1] === null) last[1] = Date.now();
      this.closeCodes.push(event.code);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      // A tab's back-off starts at 1 s; the test keeps it short so reconnects fit in the run.
      setTimeout(() => this.connect(), 500);
    };
  }

  /** Was the socket closed at any moment in [from, to]? */
  wasAwayDuring(from: number, to: number): boolean {
    if (this.open.length === 0) return true;
    if (this.open[0]![0] > from) return true;
    return this.open.some(([, closed], i) => {
      if (closed === null) return false;
      const next = this.open[i + 1]?.[0] ?? Infinity;
      return closed <= to && next >= from;
    });
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close(1000, 'test over');
    this.socket = null;
  }
}
