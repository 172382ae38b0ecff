import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from './client.ts';
import type { Exchange } from './client.ts';
import { failed } from './invariants.ts';
import { LiveSocket } from './live-socket.ts';

export const PIN = '1234';

/** What the load browses and buys: read from the test's database once the seed is in. */
export interface Catalogue {
  genres: { id: number; content_class: string }[];
  movieIds: number[];
  /** Rentable and buyable movies, a share for each household so no two buy the same title. */
  forSale: { title_id: number; content_format: string; duration: number }[];
  lineUps: number[][];
  blocks: string[];
  words: string[];
}

/** A wishlist add or remove that got a 2xx, for the database and socket checks. */
export interface WishlistChange {
  household: string;
  titleId: number;
  add: boolean;
  start: number;
  end: number;
}

/** A purchase and every attempt made for it with its one idempotency key. */
export interface PurchaseRecord {
  household: string;
  key: string;
  titleId: number;
  freeVod: boolean;
  attempts: Exchange[];
  /** The attempt that got an answer from the app (2xx or a refusal), if any did. */
  final: Exchange | null;
}

/** Everything the load did, for the invariants. */
export interface LoadRecord {
  exchanges: Exchange[];
  wishlistChanges: WishlistChange[];
  /** Wishlist changes whose answer never came (in flight on a killed instance). */
  unansweredWishlist: { household: string; titleId: number; start: number }[];
  purchases: PurchaseRecord[];
  /** Events each 2xx events call stored, and events sent in calls whose answer was lost. */
  events: { stored: number; unanswered: number };
  signIns: { ok: number; failed: Exchange[] };
}

/** Per-process stop flag: every loop checks it, so the load ends by itself. */
export interface LoadControl {
  stopped: boolean;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** Anonymous visitors: each visit from a new loopback address, a few pages and API calls. */
export async function browse(options: {
  id: number;
  origin: string;
  catalogue: Catalogue;
  control: LoadControl;
  log: Exchange[];
  thinkMs: number;
}): Promise<void> {
  const { catalogue: c, control } = options;
  for (let visit = 0; visit < 10_000 && !control.stopped; visit++) {
    const n = options.id * 1000 + visit;
    // 127.0.<10+id>.<1..250>: one address per visit, never the household or probe addresses.
    const client = new Client({
      name: `visitor-${options.id}`,
      address: `127.0.${10 + options.id}.${(visit % 250) + 1}`,
      origin: options.origin,
      log: options.log,
    });
    const genre = pick(c.genres, n);
    const movie = pick(c.movieIds, n * 7);
    const steps: (() => Promise<Exchange>)[] = [
      () => client.get('page: store', '/movie/store', { accept: 'text/html' }),
      () =>
        client.get(
          'store tab',
          `/v3/vod/catalogue/tab?content_class=${genre.content_class}&tab=${n % 3 === 0 ? 'all' : genre.id}&start=0&max=12`,
        ),
      () => client.get('page: details', `/movie/details/${movie}`, { accept: 'text/html' }),
      () =>
        client.post('details', '/v3/vod/titles?content_class=is_hls', {
          title_ids: String(movie),
          language: 'en',
        }),
      () =>
        client.post('search', '/v4/search', {
          scope: 'website',
          count: '10',
          extended: 'True',
          words: pick(c.words, n),
        }),
      () =>
        client.get(
          'guide',
          `/v2/epg/programslist?channel_ids=${pick(c.lineUps, n).join(',')}&block=${pick(c.blocks, n)}`,
        ),
    ];
    for (const step of steps) {
      if (control.stopped) break;
      await step();
      await sleep(options.thinkMs);
    }
    client.close();
  }
}

/** A signed-in household: its sockets, wishlist, purchases, rentals and usage events. */
export class Household {
  readonly code: string;
  readonly client: Client;
  readonly sockets: LiveSocket[] = [];
  /** The wishlist as the last answer gave it. */
  wishlist = new Set<number>();
  private readonly titles: number[];
  private readonly forSale: Catalogue['forSale'];
  private purchaseCount = 0;
  private readonly record: LoadRecord;
  private readonly runId: string;

  constructor(options: {
    code: string;
    address: string;
    origin: string;
    record: LoadRecord;
    wishlistTitles: number[];
    forSale: Catalogue['forSale'];
    runId: string;
  }) {
    this.code = options.code;
    this.record = options.record;
    this.client = new Client({
      name: options.code,
      address: options.address,
      origin: options.origin,
      log: options.record.exchanges,
    });
    this.titles = options.wishlistTitles;
    this.forSale = options.forSale;
    this.runId = options.runId;
  }

  async signIn(): Promise<void> {
    const signIn = await this.client.post('sign-in', '/v3/authenticate', {
      activation_code: this.code,
      pin: PIN,
    });
    const pin = await this.client.post('validate pin', '/v3/subscriber/validate_pin', { pin: PIN });
    if (signIn.status !== 200 || pin.status !== 200) {
      throw new Error(`${this.code} could not sign in: ${signIn.status} ${pin.status}`);
    }
    await this.readWishlist();
  }

  /** Opens one socket on each instance directly and one through the proxy. */
  async openSockets(targets: { name: string; wsUrl: string }[], origin: string): Promise<void> {
    for (const target of targets) {
      const socket = new LiveSocket({
        household: this.code,
        target: target.name,
        url: target.wsUrl,
        headers: () => ({ cookie: this.client.cookie, origin }),
        onReopen: () => void this.readWishlist(),
      });
      this.sockets.push(socket);
    }
    await Promise.all(this.sockets.map((s) => s.start()));
  }

  async readWishlist(): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await this.client.get('wishlist', '/v2/subscriber/wishlist?language=en');
      if (answer.status === 200) {
        this.wishlist = wishlistOf(answer.body);
        return;
      }
      await sleep(200);
    }
  }

  async toggleWishlist(n: number): Promise<void> {
    const titleId = pick(this.titles, n);
    const add = !this.wishlist.has(titleId);
    const answer = await this.client.post(
      add ? 'wishlist add' : 'wishlist remove',
      `/v2/subscriber/wishlist/${add ? 'add' : 'remove'}`,
      { id: String(titleId), label: 'VOD_WISHLIST' },
    );
    if (answer.status === 200) {
      this.wishlist = wishlistOf(answer.body);
      this.record.wishlistChanges.push({
        household: this.code,
        titleId,
        add,
        start: answer.start,
        end: answer.end,
      });
    } else {
      this.record.unansweredWishlist.push({ household: this.code, titleId, start: answer.start });
      await this.readWishlist();
    }
  }

  /** Buys or rents a title no other purchase of the run asked for, retrying with its key. */
  nextPurchase(freeVod: boolean): PurchaseRecord {
    const sale = pick(this.forSale, this.purchaseCount);
    const record: PurchaseRecord = {
      household: this.code,
      key: `${this.runId}-${this.code}-${this.purchaseCount++}`,
      titleId: sale.title_id,
      freeVod,
      attempts: [],
      final: null,
    };
    this.record.purchases.push(record);
    return record;
  }

  async purchase(record: PurchaseRecord): Promise<void> {
    const sale = this.forSale.find((s) => s.title_id === record.titleId)!;
    const form = {
      title_id: String(sale.title_id),
      content_format: sale.content_format,
      duration: String(sale.duration),
      idempotency_key: record.key,
      ...(record.freeVod ? { free_vod: '1' } : {}),
    };
    // An answer lost on the way (the instance died) is asked again with the same key.
    for (let attempt = 0; attempt < 8; attempt++) {
      const answer = await this.client.post('purchase', '/v2/vod/purchase', form);
      record.attempts.push(answer);
      if (!failed(answer)) {
        record.final = answer;
        return;
      }
      await sleep(300 * (attempt + 1));
    }
  }

  async postEvents(n: number): Promise<void> {
    const events = Array.from({ length: 1 + (n % 3) }, (_, i) => ({
      eventName: 'cluster_test',
      data: {
        eventTime: new Date().toISOString(),
        platform: 'web',
        app: 'web-store',
        appVersion: '1.0.0',
        run: this.runId,
        seq: `${this.code}-${n}-${i}`,
      },
    }));
    const answer = await this.client.post('events', '/v2/events', { data: JSON.stringify(events) });
    if (answer.status === 200) this.record.events.stored += events.length;
    else this.record.events.unanswered += events.length;
  }

  async run(control: LoadControl, thinkMs: number): Promise<void> {
    for (let n = 0; n < 10_000 && !control.stopped; n++) {
      const action = n % 10;
      if (action < 4) await this.toggleWishlist(n);
      else if (action === 4) await this.purchase(this.nextPurchase(false));
      else if (action < 7) await this.postEvents(n);
      else if (action === 7) await this.readWishlist();
      else await this.client.post('account check', '/v2/subscriber/authenticate_with_cookie', {});
      await sleep(thinkMs);
    }
  }

  stop(): void {
    for (const socket of this.sockets) socket.stop();
    this.client.close();
  }
}

function wishlistOf(body: unknown): Set<number> {
  const list = (body as { VOD_WISHLIST?: Record<string, string> } | null)?.VOD_WISHLIST ?? {};
  return new Set(Object.keys(list).map(Number));
}

/** Other households signing in again and again, as new devices do. */
export async function signIns(options: {
  codes: string[];
  origin: string;
  control: LoadControl;
  record: LoadRecord;
  thinkMs: number;
}): Promise<void> {
  for (let n = 0; n < 10_000 && !options.control.stopped; n++) {
    const client = new Client({
      name: 'sign-ins',
      address: `127.0.9.${(n % 250) + 1}`,
      origin: options.origin,
      log: options.record.exchanges,
    });
    const answer = await client.post('sign-in', '/v3/authenticate', {
      activation_code: pick(options.codes, n),
      pin: PIN,
    });
    if (answer.status === 200 && client.cookie) options.record.signIns.ok++;
    else options.record.signIns.failed.push(answer);
    client.close();
    await sleep(options.thinkMs);
  }
}
