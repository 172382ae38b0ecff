import type { Exchange } from './client.ts';
import type { Household, LoadRecord } from './load.ts';

/** One checked invariant: its name, whether it held, and the figures behind it. */
export interface Finding {
  name: string;
  ok: boolean;
  figures: string;
  /**
   * A speed target, printed and marked but not failing the run: the team keeps speed targets
   * out of pass/fail tests (CONTRIBUTING: no timing assertions), and on a shared 2-core
   * machine a starting instance takes the CPU of the serving ones.
   */
  target?: true;
}

/** What happened to the cluster during the load, with the moments the checks need. */
export interface Timeline {
  steady: [number, number];
  rolling: [number, number];
  /** The instance killed with SIGKILL, when, and its address as nginx names it. */
  /** SIGKILL sent (at), the process gone (gone), a fresh one ready (readyAt). */
  kill: { at: number; gone: number; readyAt: number; upstream: string };
  redis: [number, number];
  /** When nginx was told to reload (an instance out of or back into its rotation). */
  reloads: number[];
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const LOGOUT = new Set([
  'NOT_AUTHENTICATED',
  'AUTH_FAILED',
  'AUTHENTICATION_INVALIDATED',
  'HOUSEHOLD_SUSPENDED',
  'HOUSEHOLD_DISABLED',
]);
/** A socket closed because its session ended (server/src/modules/messages/socket-hub.ts). */
const SESSION_ENDED_CLOSE_CODE = 4401;

/** Requests that got no answer from the app: the connection failed or the proxy answered 5xx. */
export const failed = (e: Exchange) => e.status === 0 || e.status >= 500;

/** A failure is explained when it was in flight at the moment one instance was killed. */
function inFlightAtKill(e: Exchange, timeline: Timeline): boolean {
  // On a busy machine the dying process may still accept connections until it is gone; nginx's
  // log must also name the killed instance (below).
  return e.start <= timeline.kill.gone && e.end >= timeline.kill.at - 50;
}

export function purchaseFindings(
  record: LoadRecord,
  rows: {
    purchases: {
      idempotency_key: string | null;
      household: string;
      id: number;
      free_vod: number;
    }[];
    charges: { reference: string; n: number }[];
    credits: { household: string; free_vod_count: number; spent: number; movements: number }[];
  },
  initialCredits: number,
): Finding[] {
  const byKey = new Map<string, number>();
  for (const p of rows.purchases) {
    if (p.idempotency_key) byKey.set(p.idempotency_key, (byKey.get(p.idempotency_key) ?? 0) + 1);
  }
  const chargesOf = new Map(rows.charges.map((c) => [c.reference, c.n]));
  const purchaseIdOf = new Map(rows.purchases.map((p) => [p.idempotency_key, p.id]));
  const ok2xx = record.purchases.filter((p) => p.final?.status === 200);
  const refused = record.purchases.filter((p) => p.final && p.final.status !== 200);
  const unresolved = record.purchases.filter((p) => !p.final);
  const lost = record.purchases.filter((p) => p.final && p.attempts.some(failed));
  const notOnce = ok2xx.filter((p) => byKey.get(p.key) !== 1);
  const refusedButStored = refused.filter((p) => (byKey.get(p.key) ?? 0) > 0);
  const lostNotOneCharge = lost
    .filter((p) => p.final?.status === 200)
    .filter((p) => {
      const id = purchaseIdOf.get(p.key);
      const price = (p.final?.body as { price_charged?: number } | null)?.price_charged ?? 0;
      const charges = id === undefined ? 0 : (chargesOf.get(`purchase:${id}`) ?? 0);
      return byKey.get(p.key) !== 1 || charges !== (price > 0 ? 1 : 0);
    });
  const doubleCharged = rows.charges.filter((c) => c.n !== 1);
  const overspent = rows.credits.filter(
    (c) =>
      c.spent > initialCredits ||
      c.free_vod_count !== initialCredits - c.spent ||
      c.movements !== c.spent,
  );
  const creditWins = record.purchases.filter(
    (p) => p.freeVod && (p.final?.body as { credit_used?: string } | null)?.credit_used === 'vod',
  ).length;
  return [
    {
      name: 'every purchase that got a 2xx exists exactly once',
      ok: notOnce.length === 0 && refusedButStored.length === 0 && unresolved.length === 0,
      figures: `${record.purchases.length} purchases: ${ok2xx.length} 2xx, ${refused.length} refused (${refusedButStored.length} of them stored), ${unresolved.length} never answered; ${notOnce.length} 2xx not stored exactly once`,
    },
    {
      name: 'a purchase whose answer was lost, retried with its key, ends with exactly one charge',
      ok: lostNotOneCharge.length === 0 && doubleCharged.length === 0,
      figures: `${lost.length} answers lost and retried (${lost.reduce((n, p) => n + p.attempts.length, 0)} attempts); ${lostNotOneCharge.length} without exactly one purchase and charge; ${doubleCharged.length} references charged twice of ${rows.charges.length}`,
    },
    {
      name: 'no credit is spent twice',
      ok: overspent.length === 0,
      figures: `${creditWins} purchases paid with a credit (each household had ${initialCredits}); ${overspent.length} households spent more than they had or disagree with their credit movements`,
    },
  ];
}

export function wishlistFindings(
  record: LoadRecord,
  households: Household[],
  dbWishlists: Map<string, Set<number>>,
  /** 1 s, or the p99 answer time around the change when the machine is slower than that. */
  deliveryBoundMs: (at: number) => number,
  /** When Redis was stopped and when it answered again. */
  redis: [number, number],
): Finding[] {
  // The database holds each title as the last answered change left it (unless a later change
  // on that title was never answered, in flight on the killed instance).
  const last = new Map<string, boolean>();
  for (const c of record.wishlistChanges) last.set(`${c.household}:${c.titleId}`, c.add);
  const unknown = new Set(
    record.unansweredWishlist
      .filter((u) => {
        const later = record.wishlistChanges.find(
          (c) => c.household === u.household && c.titleId === u.titleId && c.start > u.start,
        );
        return !later;
      })
      .map((u) => `${u.household}:${u.titleId}`),
  );
  let notInDb = 0;
  for (const [key, present] of last) {
    if (unknown.has(key)) continue;
    const [household, title] = key.split(':');
    if ((dbWishlists.get(household!)?.has(Number(title)) ?? false) !== present) notInDb++;
  }

  let delivered = 0;
  let viaReconnect = 0;
  const late: string[] = [];
  const lost: string[] = [];
  const lateness: number[] = [];
  let widest = 1000;
  let duringRedis = 0;
  for (const change of record.wishlistChanges) {
    const household = households.find((h) => h.code === change.household)!;
    // A change answered while Redis was away cannot reach another instance before Redis is
    // back: the bus then tells every socket to re-read (bus.ts), and that is due within 1 s of
    // Redis answering again, as for a socket that was reconnecting.
    const whileRedisAway = change.end >= redis[0] && change.start <= redis[1];
    if (whileRedisAway) duringRedis++;
    const bound = Math.max(
      deliveryBoundMs(change.end),
      whileRedisAway ? redis[1] + 1000 - change.end : 0,
    );
    widest = Math.max(widest, bound);
    for (const socket of household.sockets) {
      const frame = socket.frames.find(
        (f) => f.frag === 'WISHLISTS_CHANGED' && f.at >= change.start,
      );
      const where = `${change.household} on ${socket.target}`;
      if (frame && frame.at <= change.end + bound) {
        delivered++;
        lateness.push(Math.max(0, frame.at - change.end));
      } else if (socket.wasAwayDuring(change.start, change.end + bound)) {
        // The tab was reconnecting: it re-reads the wishlist when its socket opens again.
        viaReconnect++;
      } else if (frame) {
        late.push(`${where} ${frame.at - change.end} ms after the answer`);
      } else {
        lost.push(where);
      }
    }
  }
  return [
    {
      name: 'every wishlist change is in the database',
      ok: notInDb === 0,
      figures: `${record.wishlistChanges.length} changes answered 2xx, ${record.unansweredWishlist.length} unanswered; ${notInDb} titles differ from the last answered change`,
    },
    {
      name: 'every wishlist change reached the sockets of every instance within 1 s (or the p99 answer time around it; 1 s after Redis was back for a change made while it was away)',
      ok: lost.length === 0 && late.length === 0,
      figures: `bound 1000 ms${widest > 1000 ? `, up to ${widest} ms where answers were slower or Redis was away` : ''}; ${record.wishlistChanges.length} changes, ${duringRedis} while Redis was away; ${delivered} deliveries (after the answer: p50 ${quantile(lateness, 0.5)} ms, p99 ${quantile(lateness, 0.99)} ms, max ${Math.max(0, ...lateness)} ms), ${viaReconnect} to sockets that were reconnecting (re-read on open), ${late.length} late${late.length ? ` (${late.slice(0, 3).join('; ')})` : ''}, ${lost.length} never${lost.length ? ` (${lost.slice(0, 3).join('; ')})` : ''}`,
    },
  ];
}

export function sessionFindings(
  record: LoadRecord,
  households: Household[],
  finalChecks: Exchange[],
): Finding[] {
  const codes = new Set(households.map((h) => h.code));
  const signedOut = record.exchanges.filter(
    (e) => codes.has(e.client) && LOGOUT.has(e.error ?? ''),
  );
  const socketsEnded = households
    .flatMap((h) => h.sockets)
    .filter((s) => s.closeCodes.includes(SESSION_ENDED_CLOSE_CODE));
  const finalBad = finalChecks.filter((e) => e.status !== 200);
  return [
    {
      name: 'no signed-in household is signed out by a restart',
      ok: signedOut.length === 0 && socketsEnded.length === 0 && finalBad.length === 0,
      figures: `${households.length} households, ${record.exchanges.filter((e) => codes.has(e.client)).length} signed-in requests: ${signedOut.length} answered signed-out, ${socketsEnded.length} sockets ended as signed-out, ${finalBad.length} sessions gone at the end; ${record.signIns.ok} sign-ins during the load (${record.signIns.failed.length} failed)`,
    },
  ];
}

export function failureFindings(
  record: LoadRecord,
  timeline: Timeline,
  proxyLog: { status: number; upstreams: string[] }[],
): Finding[] {
  const failures = record.exchanges.filter(failed);

  // nginx's own reload (the deploy step that takes an instance out of rotation) may reset a
  // client connection its old worker had just accepted: no answer at all, from no instance.
  const atReload = (e: Exchange) =>
    e.status === 0 &&
    ['ECONNRESET', 'EPIPE'].includes(e.error ?? '') &&
    timeline.reloads.some((at) => e.start <= at + 1500 && e.end >= at - 50);
  const resetByReload = failures.filter((e) => !inFlightAtKill(e, timeline) && atReload(e));
  const getFailures = failures.filter((e) => e.method === 'GET' && !atReload(e));
  const unexplained = failures.filter(
    (e) => e.method === 'POST' && !inFlightAtKill(e, timeline) && !atReload(e),
  );
  const byCause = new Map<string, number>();
  for (const e of failures) {
    const cause = `${e.method} ${e.kind} → ${e.status || e.error}`;
    byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
  }
  const phaseOf = (e: Exchange) =>
    e.end >= timeline.rolling[0] && e.start <= timeline.rolling[1]
      ? 'rolling restart'
      : inFlightAtKill(e, timeline) ||
          (e.start >= timeline.kill.at && e.start <= timeline.kill.readyAt)
        ? 'kill'
        : e.end >= timeline.redis[0] && e.start <= timeline.redis[1] + 1000
          ? 'redis restart'
          : 'otherwise';
  const byPhase = new Map<string, number>();
  for (const e of failures) byPhase.set(phaseOf(e), (byPhase.get(phaseOf(e)) ?? 0) + 1);
  // nginx's own record: every 502/504 it gave must have come from the killed instance.
  const proxyErrors = proxyLog.filter((l) => l.status >= 500);
  const notFromKilled = proxyErrors.filter((l) => l.upstreams.at(-1) !== timeline.kill.upstream);
  const retried = proxyLog.filter((l) => l.upstreams.length > 1 && l.status < 500).length;
  return [
    {
      name: 'no proxy 5xx for idempotent GETs (nginx tries another instance)',
      ok: getFailures.length === 0,
      figures: `${record.exchanges.filter((e) => e.method === 'GET').length} GETs, ${getFailures.length} failed; nginx passed ${retried} requests on to another instance after a failure`,
    },
    {
      name: 'failed requests are only those in flight on the killed instance (or cut by an nginx reload)',
      ok: unexplained.length === 0 && notFromKilled.length === 0,
      figures: `${failures.length} failed of ${record.exchanges.length} [${[...byPhase].map(([k, v]) => `${k}: ${v}`).join(', ')}]${byCause.size ? ` (${[...byCause].map(([k, v]) => `${v}× ${k}`).join(', ')})` : ''}; ${resetByReload.length} client connections reset by nginx's own reload; ${unexplained.length} otherwise; ${proxyErrors.length} proxy 5xx, ${notFromKilled.length} not from the killed instance`,
    },
  ];
}

export function latencyFindings(record: LoadRecord, timeline: Timeline): Finding[] {
  const within = ([from, to]: [number, number]) =>
    record.exchanges
      .filter((e) => !failed(e) && e.start >= from && e.end <= to)
      .map((e) => e.end - e.start);
  const steady = within(timeline.steady);
  const rolling = within(timeline.rolling);
  const p99s = quantile(steady, 0.99);
  const p99r = quantile(rolling, 0.99);
  const tail = new Map<string, number>();
  for (const e of record.exchanges) {
    if (failed(e) || e.start < timeline.rolling[0] || e.end > timeline.rolling[1]) continue;
    if (e.end - e.start >= p99r) tail.set(e.kind, (tail.get(e.kind) ?? 0) + 1);
  }
  return [
    {
      name: 'p99 latency during the rolling restart ≤ 2× steady state',
      ok: p99r <= 2 * p99s,
      target: true,
      figures: `steady: ${steady.length} requests, p50 ${quantile(steady, 0.5)} ms, p99 ${p99s} ms; rolling restart: ${rolling.length} requests, p50 ${quantile(rolling, 0.5)} ms, p99 ${p99r} ms (${(p99r / Math.max(1, p99s)).toFixed(2)}×); slowest during the restart: ${[...tail].map(([k, n]) => `${n}× ${k}`).join(', ')}`,
    },
  ];
}

export function limiterFinding(probe: Exchange[], limit: number, load: Exchange[]): Finding {
  const limited = probe.filter((e) => e.status === 429).length;
  const answered = probe.filter((e) => e.status === 200).length;
  // The load itself stays under the limit: a 429 there would hide what the test looks for.
  const loadLimited = load.filter((e) => e.status === 429);
  return {
    name: 'the limiter counts a client once across instances',
    ok: answered === limit && limited === probe.length - limit && loadLimited.length === 0,
    figures: `one client sent ${probe.length} requests spread by nginx over the instances with a limit of ${limit}/hour: ${answered} answered, ${limited} refused 429; the load itself got ${loadLimited.length} 429s${loadLimited.length ? ` (${[...new Set(loadLimited.map((e) => e.client))].join(', ')})` : ''}`,
  };
}

export function memoryFinding(
  instances: { name: string; maxRss: number }[],
  maxMiB: number,
): Finding {
  const mib = instances.map((i) => i.maxRss / 1024 / 1024);
  return {
    name: `RSS per instance ≤ ${maxMiB} MiB`,
    ok: mib.every((m) => m <= maxMiB),
    figures: `highest RSS: ${instances.map((i, n) => `${i.name} ${mib[n]!.toFixed(0)} MiB`).join(', ')}`,
  };
}
