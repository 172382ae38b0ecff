import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/** One call to measure: a GET, or a form POST as the web client sends it. */
export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string>;
  /** More headers, e.g. a signed-in household's cookie. */
  headers?: Record<string, string>;
}

export interface LatencyFigures {
  name: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  /**
   * CPU time (user + system) the server process spent per measured request, when its CPU
   * clock was given: a busy shared machine moves it far less than req/s.
   */
  cpuUsPerRequest?: number;
}

/**
 * What the web app sends with every call (account spec §7), and the encodings every browser
 * takes: the answers measured are the compressed ones a browser gets.
 */
export const HEADERS = {
  'x-capabilities': 'ui3;version=5.19.0',
  'x-timeout': '30',
  accept: 'application/json',
  'accept-encoding': 'br, gzip',
};

/** An answer's bytes as they came over the wire (compressed if the server compressed them). */
export interface Answer {
  body: Buffer;
  contentType: string;
  /** The answer's Content-Encoding (br, gzip), or null for the bytes as they are. */
  contentEncoding: string | null;
}

function send(agent: Agent, origin: URL, call: CallSpec): Promise<number> {
  return exchange(agent, origin, call, false).then((r) => r.status);
}

/** The answer to one call as the benchmark's clients receive it: bytes and their encoding. */
export async function fetchAnswer(origin: string, call: CallSpec): Promise<Answer> {
  const agent = new Agent({ keepAlive: false });
  try {
    const { status, body, headers } = await exchange(agent, new URL(origin), call, true);
    if (status < 200 || status >= 300) throw new Error(`${call.path}: ${status} ${body}`);
    const encoding = headers['content-encoding'];
    return {
      body,
      contentType: String(headers['content-type'] ?? 'application/octet-stream'),
      contentEncoding: typeof encoding === 'string' ? encoding : null,
    };
  } finally {
    agent.destroy();
  }
}

function exchange(
  agent: Agent,
  origin: URL,
  call: CallSpec,
  keep: boolean,
): Promise<{ status: number; body: Buffer; headers: IncomingHttpHeaders }> {
  // A form, even an empty one, goes with its Content-Type, as the web app sends it.
  const body = call.form ? new URLSearchParams(call.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: call.method,
        path: call.path,
        headers:
          body !== undefined
            ? {
                ...HEADERS,
                ...call.headers,
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }
            : { ...HEADERS, ...call.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        if (keep) res.on('data', (chunk: Buffer) => chunks.push(chunk));
        else res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(2));
}

/**
 * Exact latency percentiles of a call: `connections` keep-alive clients each send the next
 * request as soon as the last one answered, cycling through `calls`, for `durationS` seconds
 * after a short warm-up. Every request's time is kept (autocannon gives no p95).
 */
export async function measureLatency(
  name: string,
  origin: string,
  calls: readonly CallSpec[],
  options: {
    connections: number;
    durationS: number;
    warmUpS?: number;
    /** Send every one of `calls` once before the timed warm-up (a server's steady state). */
    warmEach?: boolean;
    /** The server process's CPU time so far, in µs (cpuClockOf). */
    cpu?: () => number;
  },
): Promise<LatencyFigures> {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const samples: number[] = [];
  let non2xx = 0;
  let next = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const call = calls[next++ % calls.length]!;
      const started = performance.now();
      const status = await send(agent, url, call);
      if (!record) continue;
      samples.push(performance.now() - started);
      if (status < 200 || status >= 300) non2xx++;
    }
  };
  if (options.warmEach) {
    let i = 0;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (i < calls.length) await send(agent, url, calls[i++]!);
      }),
    );
  }
  const clients = (until: number, record: boolean) =>
    Promise.all(Array.from({ length: options.connections }, () => run(until, record)));
  await clients(performance.now() + (options.warmUpS ?? 1) * 1000, false);
  const cpuBefore = options.cpu?.();
  const started = performance.now();
  await clients(started + options.durationS * 1000, true);
  const elapsedS = (performance.now() - started) / 1000;
  const cpuUs = cpuBefore === undefined ? undefined : options.cpu!() - cpuBefore;
  agent.destroy();
  const sorted = samples.sort((a, b) => a - b);
  return {
    name,
    connections: options.connections,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / elapsedS),
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: Number((sorted.at(-1) ?? 0).toFixed(2)),
    non2xx,
    ...(cpuUs === undefined ? {} : { cpuUsPerRequest: Math.round(cpuUs / sorted.length) }),
  };
}
