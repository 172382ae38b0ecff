import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Every setting, read once from the environment and validated, with embedded defaults. */
const settingsSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('sqlite:data/app.db')
    .refine((v) => /^sqlite:.+/.test(v) || /^postgres(ql)?:\/\/[^/\s]+/.test(v), {
      error: 'must be sqlite:<path> or postgres://user@host:port/database',
    }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { error: 'must be redis://host:port or rediss://…' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * 'full' is the realistic demo catalogue; 'small' a quick one for tests and trials. Unset: 'full',
   * but 'none' when NODE_ENV=production (the demo households' PIN 1234 is published).
   */
  SEED_SCALE: z.enum(['full', 'small', 'none']).optional(),
  NODE_ENV: z.string().optional(),
  /** In production the server refuses to start while demo households exist, unless this is true. */
  ALLOW_DEMO_HOUSEHOLDS: z.enum(['true', 'false']).default('false'),
  /** Where the built web app lives; served with long-lived caching for hashed assets. */
  WEB_DIST: z.string().default('web/dist'),
  /** Sessions end after this many days without use. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Sessions end this many days after sign-in, however much they are used. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Requests per hour per client on /v2/ and /v3/ (account spec §7); 0 turns the limiter off. */
  RATE_LIMIT_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .default(600),
  /**
   * Pages rendered on the server per minute per client (issue 32 item 2); past it the client gets
   * the app's shell, which renders in the browser. Pages already kept cost nothing. 0: no budget.
   */
  RENDERS_PER_MINUTE_PER_CLIENT: z.coerce.number().int().min(0).default(30),
  /** Pages rendered at once at most; past it the shell goes out rather than a queue. */
  RENDERS_AT_ONCE: z.coerce.number().int().min(1).default(2),
  /**
   * The share of each second that page renders may take (0–1; 1: not paced); past it the shell
   * goes out, so that renders cannot hold /healthz and the API up behind them (render-pace.ts).
   */
  RENDER_TIME_SHARE: z.coerce.number().min(0).max(1).default(0.2),
  /**
   * A request must arrive whole within this time, or its connection is cut (slow-body attacks):
   * 25 s, so a client sending a byte every 15 s is gone within 30 s.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(25_000),
  /**
   * Wrong PINs, passwords and activation codes one client may send per hour, across every
   * household; 0 turns the budget off.
   */
  GUESS_FAILURES_PER_HOUR_PER_CLIENT: z.coerce.number().int().min(0).default(10),
  /**
   * Wrong guesses per hour across the whole site before a client that has guessed wrong this hour
   * gets no more tries (a spray from many addresses); 0 turns it off.
   */
  GUESS_FAILURES_PER_HOUR: z.coerce.number().int().min(0).default(500),
  /** Usage-event calls per hour per client: a budget of their own, beside the limiter's. */
  EVENTS_PER_HOUR_PER_CLIENT: z.coerce.number().int().min(1).default(360),
  /** Usage events stored per signed-in household per day (UTC); more are refused. */
  EVENTS_PER_DAY_PER_HOUSEHOLD: z.coerce.number().int().min(1).default(5000),
  /** Usage events stored per anonymous client (address) per day (UTC); more are refused. */
  EVENTS_PER_DAY_PER_ANONYMOUS_CLIENT: z.coerce.number().int().min(1).default(1000),
  /**
   * Usage events stored per day (UTC) from all anonymous clients together: many networks cannot
   * add up to more than this (issue 32.4); signed-in households are capped on their own.
   */
  EVENTS_PER_DAY_ANONYMOUS: z.coerce.number().int().min(1).default(50_000),
  /** Usage events are deleted this many days after they arrive. */
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * After SIGTERM an instance keeps serving this long (answers carry `Connection: close`, and
   * /readyz answers 503) before it stops listening: a proxy's pooled connections close on their
   * own meanwhile, so none is cut as the proxy reuses it (a POST it cannot resend). Longer than
   * the proxy's idle keep-alive time to instances (deploy/nginx.conf: 2 s). SIGINT does not wait.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** How often the housekeeping sweep runs (old events, expired sessions and keys). */
  HOUSEKEEPING_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(60 * 60 * 1000),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): unset or 'false' for
   * none, 'true' for any, a number of hops, or a comma list of addresses/CIDRs such as
   * '127.0.0.1,10.0.0.0/8'.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F:./]+(,[0-9a-fA-F:./]+)*)$/, {
      error: 'must be true, false, a hop count or a comma list of addresses',
    })
    .default('false')
    .transform((v): boolean | string[] | ((address: string, hop: number) => boolean) => {
      if (v === 'true' || v === 'false') return v === 'true';
      if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
      return v.split(',');
    }),
  /** Cookies get `Secure` when the site is served over https (directly or behind a proxy). */
  PUBLIC_ORIGIN: z
    .string()
    .url({ error: 'must be a URL such as https://tv.example.com' })
    .optional(),
  /** Mail goes out over SMTP (smtp://user:pass@host:587) when set; otherwise to MAIL_OUTBOX. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be smtp://host:port or smtps://…' })
    .optional(),
  /** Without SMTP_URL, each mail is written here as an .eml file. */
  MAIL_OUTBOX: z.string().default('data/outbox'),
  MAIL_FROM: z.string().min(3).default('Home TV <hello@home-tv.example>'),
  /**
   * Where imported artwork is kept (originals and the variants made from them). Unset: an
   * `artwork` folder beside the SQLite file, or data/artwork with PostgreSQL (several instances
   * then share one folder, or a bucket behind the same interface: decision 0047).
   */
  ARTWORK_DIR: z.string().min(1).optional(),
  /** Where contact-us enquiries are sent. */
  SUPPORT_MAILBOX: z.string().min(3).default('support@home-tv.example'),
  /** Mails the whole site may send an hour (sign-up confirmations, enquiries): a relay's ceiling. */
  MAIL_PER_HOUR: z.coerce.number().int().min(1).default(200),
  /**
   * Mails one outside mailbox may get a day (+tags and case folded): a news and a research
   * confirmation. Our own mailboxes are not counted.
   */
  MAIL_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(2),
});

export type Settings = Omit<z.infer<typeof settingsSchema>, 'SEED_SCALE'> & {
  SEED_SCALE: 'full' | 'small' | 'none';
  webDist: string;
  /** The artwork folder; null keeps artwork in memory (an in-memory SQLite database). */
  artworkDir: string | null;
};

/** Relative paths in settings (the SQLite file, the web build) are taken from the repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export class SettingsError extends Error {}

/** Reads and validates settings; throws SettingsError with one line per bad value. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = settingsSchema.safeParse(defined);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => {
      const key = String(i.path[0]);
      return `${key}=${JSON.stringify(env[key] ?? '')} ${i.message}`;
    });
    throw new SettingsError(`invalid setting: ${reasons.join('; ')}`);
  }
  const settings = parsed.data;
  // Without it, canonical and share addresses, robots.txt and the sitemaps follow the request's
  // Host header, which any client sets (issue 32 item 8).
  if (settings.NODE_ENV === 'production' && !settings.PUBLIC_ORIGIN) {
    throw new SettingsError(
      'PUBLIC_ORIGIN must be set in production (e.g. https://tv.example.com): page addresses and sitemaps must not follow the Host header',
    );
  }
  const sqlitePath = /^sqlite:(.+)$/.exec(settings.DATABASE_URL)?.[1];
  if (sqlitePath && sqlitePath !== ':memory:') {
    settings.DATABASE_URL = `sqlite:${resolve(REPO_ROOT, sqlitePath)}`;
  }
  const seedScale = settings.SEED_SCALE ?? (settings.NODE_ENV === 'production' ? 'none' : 'full');
  return {
    ...settings,
    SEED_SCALE: seedScale,
    MAIL_OUTBOX: resolve(REPO_ROOT, settings.MAIL_OUTBOX),
    webDist: resolve(REPO_ROOT, settings.WEB_DIST),
    artworkDir: artworkDirOf(settings.ARTWORK_DIR, settings.DATABASE_URL),
  };
}

/** ARTWORK_DIR, else beside the SQLite file (a test's or e2e's database brings its own). */
export function artworkDirOf(artworkDir: string | undefined, databaseUrl: string): string | null {
  if (artworkDir) return resolve(REPO_ROOT, artworkDir);
  const sqlitePath = /^sqlite:(.+)$/.exec(databaseUrl)?.[1];
  if (sqlitePath === ':memory:') return null;
  if (sqlitePath) return join(dirname(resolve(REPO_ROOT, sqlitePath)), 'artwork');
  return resolve(REPO_ROOT, 'data/artwork');
}
