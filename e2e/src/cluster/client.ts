import { Agent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CAPABILITIES_HEADER, TIMEOUT_HEADER_S } from '@app/domain';

/** The headers the web app sends on every API call (ARCHITECTURE.md "Headers"). */
const API_HEADERS = {
  'x-capabilities': CAPABILITIES_HEADER,
  'x-timeout': String(TIMEOUT_HEADER_S),
  accept: 'application/json',
  'accept-encoding': 'br, gzip',
};

/** One request as the load made it, kept for the figures and the invariants. */
export interface Exchange {
  client: string;
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  start: number;
  end: number;
  /** 0 when no answer came back (the connection failed or was cut). */
  status: number;
  /** `__meta__.error` of an API answer, or the socket error's code. */
  error: string | null;
  body: unknown;
}

/**
 * A visitor's browser: its own loopback address (127.0.0.x), so the proxy and the limiter see
 * each client apart, and its own keep-alive connections and cookies.
 */
export class Client {
  readonly name: string;
  readonly address: string;
  private readonly agent: Agent;
  private readonly origin: URL;
  private readonly log: Exchange[];
  cookie = '';

  constructor(options: { name: string; address: string; origin: string; log: Exchange[] }) {
    this.name = options.name;
    this.address = options.address;
    this.origin = new URL(options.origin);
    this.log = options.log;
    this.agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress: options.address });
  }

  get(kind: string, path: string, headers: Record<string, string> = {}): Promise<Exchange> {
    return this.send(kind, 'GET', path, undefined, headers);
  }

  post(kind: string, path: string, form: Record<string, string>): Promise<Exchange> {
    return this.send(kind, 'POST', path, new URLSearchParams(form).toString());
  }

  private send(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    extra: Record<string, string> = {},
    retried = false,
  ): Promise<Exchange> {
    const start = Date.now();
    const headers: Record<string, string> = {
      ...API_HEADERS,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(body === undefined
        ? {}
        : {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(Buffer.byteLength(body)),
          }),
      ...extra,
    };
    return new Promise((resolve) => {
      const done = (status: number, error: string | null, parsed: unknown) => {
        const exchange: Exchange = {
          client: this.name,
          kind,
          method,
          path,
          start,
          end: Date.now(),
          status,
          error,
          body: parsed,
        };
        this.log.push(exchange);
        resolve(exchange);
      };
      const req = httpRequest(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          method,
          path,
          headers,
          agent: this.agent,
          timeout: 30_000,
        },
        (res) => {
          this.keepCookie(res.headers);
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error: NodeJS.ErrnoException) => done(0, error.code ?? 'ERROR', null));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const parsed = parseBody(res.headers, Buffer.concat(chunks));
            const meta = (parsed as { __meta__?: { error?: string | null } } | null)?.__meta__;
            done(status, meta?.error ?? null, parsed);
          });
        },
      );
      req.on('timeout', () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A pooled connection the proxy closed just as it was reused (nginx's old workers close
        // idle ones on a reload): a browser sends the request again on a new connection, once.
        if (req.reusedSocket && !retried && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '')) {
          resolve(this.send(kind, method, path, body, extra, true));
          return;
        }
        done(0, error.code ?? 'ERROR', null);
      });
      req.end(body);
    });
  }

  private keepCookie(headers: IncomingHttpHeaders): void {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const [name] = (pair ?? '').split('=');
      if (!name) continue;
      const others = this.cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
      this.cookie = [...others, pair].join('; ');
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

function parseBody(headers: IncomingHttpHeaders, bytes: Buffer): unknown {
  const type = headers['content-type'] ?? '';
  if (!type.startsWith('application/json')) return null;
  const encoding = headers['content-encoding'];
  try {
    const text = (
      encoding === 'br'
        ? brotliDecompressSync(bytes)
        : encoding === 'gzip'
          ? gunzipSync(bytes)
          : bytes
    ).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
