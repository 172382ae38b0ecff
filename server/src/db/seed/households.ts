import { randomBytes } from 'node:crypto';
import { BRAND_VERSION, hasFlag, seasonName } from '@app/domain';
import type { Insertable, Kysely } from 'kysely';
import { hashSecret } from '#app/modules/auth/secrets.ts';
import type {
  ActivationStatus,
  Database,
  HouseholdStatus,
  PaymentStatus,
  TerminalType,
} from '#app/db/tables.ts';
import { DAY_MS } from './movies.ts';
import type { MovieFacts } from './movies.ts';
import { PLAN_IDS } from './plans.ts';
import { RENTAL_SECONDS } from './price-rules.ts';
import type { PriceRuleRow } from './price-rules.ts';
import { Random } from './random.ts';
import type { SeasonFacts, ShowFacts } from './shows.ts';

export const DEMO_PIN = '1234';
export const RETAIL_DEMO_EMAIL = 'retail01@example.com';
export const RETAIL_DEMO_PASSWORD = 'Retail-Demo-1';
/** The anonymous household used when no activation code is given (account spec §4, §5). */
export const DEFAULT_HOUSEHOLD_CODE = 'DEFAULT-ANON';

export const ISP_IDS = {
  direct: 1,
  retail: 2,
  testRetail: 3,
  partnerWattle: 4,
  partnerSouthernSkies: 5,
  restricted: 6,
} as const;

export function ispRows(): Insertable<Database['isps']>[] {
  return [
    { id: ISP_IDS.direct, name: 'Direct', purchase_disabled: 0 },
    { id: ISP_IDS.retail, name: 'Retail', purchase_disabled: 0 },
    { id: ISP_IDS.testRetail, name: 'Test Retail', purchase_disabled: 0 },
    { id: ISP_IDS.partnerWattle, name: 'Wattle Broadband', purchase_disabled: 0 },
    { id: ISP_IDS.partnerSouthernSkies, name: 'Southern Skies Internet', purchase_disabled: 0 },
    { id: ISP_IDS.restricted, name: 'Coastline Telecom', purchase_disabled: 1 },
  ];
}

interface HouseholdSpec {
  code: string;
  pin: string | null;
  who: string;
  isp?: number;
  status?: HouseholdStatus;
  payment?: PaymentStatus;
  isDefault?: boolean;
  retailLogin?: boolean;
  terminal?: {
    type?: TerminalType;
    activation?: ActivationStatus;
    valid?: boolean;
    noSerial?: boolean;
  } | null;
  bundle?: { billingHold: boolean };
  createdDaysAgo: number;
}

const SPECS: readonly HouseholdSpec[] = [
  {
    code: 'CUST0001',
    pin: DEMO_PIN,
    who: 'customer: Kids pack, 2 movie credits and 1 episode credit, bought movies and a season, an active and an expired rental, a wishlist',
    createdDaysAgo: 400,
  },
  { code: 'NEWPIN01', pin: null, who: 'activated set-top box, no PIN set yet', createdDaysAgo: 2 },
  {
    code: 'RETAIL01',
    pin: DEMO_PIN,
    who: `customer of the provider named Retail; also signs in with ${RETAIL_DEMO_EMAIL} / ${RETAIL_DEMO_PASSWORD}`,
    isp: ISP_IDS.retail,
    retailLogin: true,
    createdDaysAgo: 200,
  },
  {
    code: 'STAND001',
    pin: DEMO_PIN,
    who: 'standalone user (terminal type STANDALONE, ACTIVATED)',
    terminal: { type: 'STANDALONE' },
    createdDaysAgo: 90,
  },
  {
    code: 'RESTRIC1',
    pin: DEMO_PIN,
    who: 'restricted: its provider disables purchases',
    isp: ISP_IDS.restricted,
    createdDaysAgo: 150,
  },
  {
    code: 'DECLINE1',
    pin: DEMO_PIN,
    who: 'payments are declined',
    payment: 'DECLINED',
    createdDaysAgo: 120,
  },
  {
    code: 'SUSPEND1',
    pin: DEMO_PIN,
    who: 'suspended household',
    status: 'SUSPENDED',
    createdDaysAgo: 300,
  },
  {
    code: 'DISABLE1',
    pin: DEMO_PIN,
    who: 'disabled household',
    status: 'DISABLED',
    createdDaysAgo: 500,
  },
  {
    code: 'NOTACT01',
    pin: null,
    who: 'terminal not activated',
    terminal: { activation: 'NOT_ACTIVATED' },
    createdDaysAgo: 1,
  },
  {
    code: 'INVTERM1',
    pin: DEMO_PIN,
    who: 'invalid terminal',
    terminal: { valid: false },
    createdDaysAgo: 60,
  },
  {
    code: 'NOSERIAL',
    pin: DEMO_PIN,
    who: 'terminal missing serial and mac',
    terminal: { noSerial: true },
    createdDaysAgo: 30,
  },
  {
    code: 'BUNDLE01',
    pin: DEMO_PIN,
    who: 'streaming-bundle customer, bundle not yet activated',
    bundle: { billingHold: false },
    createdDaysAgo: 20,
  },
  {
    code: 'BUNDHOLD',
    pin: DEMO_PIN,
    who: 'streaming-bundle customer on billing hold',
    bundle: { billingHold: true },
    createdDaysAgo: 45,
  },
  {
    code: DEFAULT_HOUSEHOLD_CODE,
    pin: null,
    who: 'the default anonymous household (cannot sign in)',
    isDefault: true,
    createdDaysAgo: 1000,
  },
];

/** The demo households and what each one shows; the README lists the same codes. */
export const DEMO_HOUSEHOLDS: readonly { code: string; pin: string | null; who: string }[] =
  SPECS.filter((s) => !s.isDefault).map(({ code, pin, who }) => ({ code, pin, who }));

/** The household's id: a v4-shaped UUID derived from its activation code. */
export function householdIdOf(code: string): string {
  return Random.for('household', code).uuid();
}

let secretHashes: Promise<{ pin: string; password: string }> | null = null;

/** scrypt is slow on purpose: hash the demo PIN and password once per process and reuse them. */
export function demoSecretHashes(): Promise<{ pin: string; password: string }> {
  secretHashes ??= Promise.all([hashSecret(DEMO_PIN), hashSecret(RETAIL_DEMO_PASSWORD)]).then(
    ([pin, password]) => ({ pin, password }),
  );
  return secretHashes;
}

/** Titles the demo customer owns, rents and wishes for; the same at every scale. */
export interface DemoTitles {
  boughtSd: MovieFacts;
  boughtHd: MovieFacts;
  activeRental: MovieFacts;
  expiredRental: MovieFacts;
  wishlist: { id: number }[];
  season: { show: ShowFacts; season: SeasonFacts };
}

/** Ids below this exist at every scale, so the demo households are identical at both. */
const SHARED_MOVIE_ID_LIMIT = 10_300;
const SHARED_SHOW_INDEX_LIMIT = 20;

export function chooseDemoTitles(
  movies: readonly MovieFacts[],
  shows: readonly ShowFacts[],
): DemoTitles {
  const taken = new Set<number>();
  const take = (test: (m: MovieFacts) => boolean): MovieFacts => {
    const found = movies.find(
      (m) => m.id < SHARED_MOVIE_ID_LIMIT && m.window === 'now' && !taken.has(m.id) && test(m),
    );
    if (!found) throw new Error('seed: no movie fits a demo household');
    taken.add(found.id);
    return found;
  };
  const has = (m: MovieFacts, duration: 'rent' | 'buy', format: 'sd' | 'hd') =>
    m.rules.some(
      (r) =>
        (duration === 'buy' ? r.duration === -1 : r.duration > 0) && r.content_format === format,
    );
  const boughtSd = take((m) => m.profile === 'standard' && has(m, 'buy', 'sd'));
  const boughtHd = take((m) => m.profile === 'standard' && has(m, 'buy', 'hd'));
  const activeRental = take((m) => has(m, 'rent', 'hd'));
  const expiredRental = take((m) => has(m, 'rent', 'sd') && hasFlag(m.flags, 'creditUse'));
  const show = shows.find(
    (s) =>
      s.index < SHARED_SHOW_INDEX_LIMIT &&
      s.window === 'now' &&
      !s.free &&
      !s.ongoing &&
      s.seasons.length > 0,
  );
  if (!show) throw new Error('seed: no show fits the demo season purchase');
  const wishlistShow = shows.find(
    (s) => s.index < SHARED_SHOW_INDEX_LIMIT && s.window === 'now' && s.id !== show.id,
  )!;
  const wishlist = [
    take((m) => m.profile === 'newRelease'),
    take((m) => m.profile === 'standard'),
    take((m) => m.profile === 'library'),
    { id: movies.find((m) => m.id < SHARED_MOVIE_ID_LIMIT && m.window === 'upcoming')!.id },
    { id: wishlistShow.id },
  ];
  return {
    boughtSd,
    boughtHd,
    activeRental,
    expiredRental,
    wishlist,
    season: { show, season: show.seasons[0]! },
  };
}

export interface HouseholdContext {
  day: number;
  titles: DemoTitles;
  /** Season price rules by season id. */
  seasonRules: ReadonlyMap<number, readonly PriceRuleRow[]>;
}

/** Households, terminals, bundle accounts, and the demo customer's subscriptions, purchases and credits. */
export async function seedHouseholds(
  db: Kysely<Database>,
  context: HouseholdContext,
): Promise<number> {
  const { day } = context;
  const hashes = await demoSecretHashes();
  for (const spec of SPECS) {
    const id = householdIdOf(spec.code);
    const random = Random.for('household-details', spec.code);
    await db
      .insertInto('households')
      .values({
        id,
        activation_code: spec.code,
        isp_id: spec.isp ?? ISP_IDS.direct,
        status: spec.status ?? 'ACTIVE',
        is_default: spec.isDefault ? 1 : 0,
        pin_hash: spec.pin ? hashes.pin : null,
        pin_failed_attempts: 0,
        pin_locked_until: null,
        free_vod_count: spec.code === 'CUST0001' ? 2 : 0,
        free_episode_count: spec.code === 'CUST0001' ? 1 : 0,
        privacy: 0,
        gen2_only: 0,
        payment_status: spec.payment ?? 'OK',
        email: spec.retailLogin ? RETAIL_DEMO_EMAIL : null,
        password_hash: spec.retailLogin ? hashes.password : null,
        release_tags_json: JSON.stringify([`web-${BRAND_VERSION}`]),
        created_at: day - spec.createdDaysAgo * DAY_MS,
      })
      .execute();
    const terminal = spec.terminal ?? {};
    const serial = `FTB${random.hex(10).toUpperCase()}`;
    const mac = random.hex(12).replace(/(..)(?!$)/g, '$1:');
    await db
      .insertInto('terminals')
      .values({
        household_id: id,
        type: terminal.type ?? 'STB',
        activation_status: terminal.activation ?? 'ACTIVATED',
        serial: terminal.noSerial ? null : serial,
        mac: terminal.noSerial ? null : mac,
        is_valid: terminal.valid === false ? 0 : 1,
      })
      .execute();
    if (spec.bundle) {
      await db
        .insertInto('bundle_accounts')
        .values({
          household_id: id,
          // Random per install, never from the seed: a link with it activates the bundle.
          activation_token: randomBytes(32).toString('hex'),
          activated_at: null,
          billing_hold: spec.bundle.billingHold ? 1 : 0,
        })
        .execute();
    }
  }
  await seedDemoCustomer(db, context);
  return SPECS.length;
}

const HOUR_MS = 3_600_000;

async function seedDemoCustomer(db: Kysely<Database>, context: HouseholdContext): Promise<void> {
  const { day, titles } = context;
  const household_id = householdIdOf('CUST0001');
  const created = day - 400 * DAY_MS;

  // The Kids pack, charged monthly since 40 days ago; the next charge is 20 days away.
  const subscribed = day - 40 * DAY_MS;
  await db
    .insertInto('subscriptions')
    .values({
      household_id,
      plan_id: PLAN_IDS.kids,
      started_at: subscribed,
      anniversary_at: subscribed + 60 * DAY_MS,
      expiry_at: null,
      trial_ends_at: null,
    })
    .execute();
  await db
    .insertInto('ledger_entries')
    .values([
      {
        household_id,
        kind: 'ACTIVATION_FEE',
        amount: 100,
        description: 'Activation fee',
        reference: 'activation',
        created_at: created,
      },
      ...[0, 30].map((offset) => ({
        household_id,
        kind: 'SUBSCRIPTION' as const,
        amount: 600,
        description: 'Kids pack, monthly',
        reference: `plan:${PLAN_IDS.kids}:${new Date(subscribed + offset * DAY_MS).toISOString().slice(0, 10)}`,
        created_at: subscribed + offset * DAY_MS,
      })),
    ])
    .execute();

  const rule = (movie: MovieFacts, kind: 'rent' | 'buy', format: 'sd' | 'hd') =>
    movie.rules.find(
      (r) => (kind === 'buy' ? r.duration === -1 : r.duration > 0) && r.content_format === format,
    )!;

  const purchase = async (
    titleId: number,
    name: string,
    priceRule: PriceRuleRow,
    at: number,
    freeVod: boolean,
  ): Promise<number> => {
    const price = freeVod ? 0 : priceRule.price;
    const { id } = await db
      .insertInto('purchases')
      .values({
        household_id,
        title_id: titleId,
        price_rule_id: priceRule.id,
        content_format: priceRule.content_format,
        duration: priceRule.duration,
        free_vod: freeVod ? 1 : 0,
        price,
        status: 'COMPLETED',
        idempotency_key: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As the purchase service does: a purchase paid with a credit costs nothing and bills nothing.
    if (price === 0) return Number(id);
    await db
      .insertInto('ledger_entries')
      .values({
        household_id,
        kind: 'PURCHASE',
        amount: price,
        description: `${priceRule.duration === -1 ? 'Bought' : 'Rented'}: ${name}`,
        reference: `purchase:${id}`,
        created_at: at,
      })
      .execute();
    return Number(id);
  };

  const entitle = async (
    values: Omit<
      Insertable<Database['entitlements']>,
      'household_id' | 'first_played_at' | 'parent_entitlement_id'
    > &
      Partial<Insertable<Database['entitlements']>>,
  ): Promise<number> => {
    const { id } = await db
      .insertInto('entitlements')
      .values({ household_id, parent_entitlement_id: null, first_played_at: null, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  };

  // Two bought movies: owned for good, downloadable for ten years.
  for (const [movie, format, daysAgo] of [
    [titles.boughtSd, 'sd', 30],
    [titles.boughtHd, 'hd', 12],
  ] as const) {
    const at = day - daysAgo * DAY_MS + 20 * HOUR_MS;
    const priceRule = rule(movie, 'buy', format);
    const purchaseId = await purchase(movie.id, movie.title, priceRule, at, false);
    await entitle({
      title_id: movie.id,
      state: 'PURCHASED',
      price_rule_id: priceRule.id,
      purchase_id: purchaseId,
      created_at: at,
      expires_at: null,
      download_expires_at: at + priceRule.download_duration * 1000,
    });
  }

  // A bought season: its episodes are child entitlements of the season's.
  {
    const { show, season } = titles.season;
    const seasonRule = (context.seasonRules.get(season.id) ?? []).find(
      (r) => r.content_format === 'sd',
    )!;
    const at = day - 8 * DAY_MS + 21 * HOUR_MS;
    const purchaseId = await purchase(
      season.id,
      `${show.title}, ${seasonName(season.seasonNumber)}`,
      seasonRule,
      at,
      false,
    );
    const downloadExpires = at + seasonRule.download_duration * 1000;
    const parent = await entitle({
      title_id: season.id,
      state: 'PURCHASED',
      price_rule_id: seasonRule.id,
      purchase_id: purchaseId,
      created_at: at,
      expires_at: null,
      download_expires_at: downloadExpires,
    });
    await db
      .insertInto('entitlements')
      .values(
        season.episodes.map((episode) => ({
          household_id,
          title_id: episode.id,
          parent_entitlement_id: parent,
          state: 'PURCHASED' as const,
          price_rule_id: null,
          purchase_id: purchaseId,
          created_at: at,
          expires_at: null,
          download_expires_at: downloadExpires,
          first_played_at: null,
        })),
      )
      .execute();
  }

  // An active rental, started yesterday evening: 48 hours from first play.
  {
    const movie = titles.activeRental;
    const priceRule = rule(movie, 'rent', 'hd');
    const at = day - DAY_MS + 19 * HOUR_MS;
    const purchaseId = await purchase(movie.id, movie.title, priceRule, at, false);
    const firstPlayed = at + HOUR_MS;
    await entitle({
      title_id: movie.id,
      state: 'ACTIVATED',
      price_rule_id: priceRule.id,
      purchase_id: purchaseId,
      created_at: at,
      first_played_at: firstPlayed,
      expires_at: firstPlayed + RENTAL_SECONDS * 1000,
      download_expires_at: at + priceRule.download_duration * 1000,
    });
  }

  // An expired rental, paid with a movie credit three weeks ago.
  const creditRentalAt = day - 20 * DAY_MS + 18 * HOUR_MS;
  let creditRentalId: number;
  {
    const movie = titles.expiredRental;
    const priceRule = rule(movie, 'rent', 'sd');
    creditRentalId = await purchase(movie.id, movie.title, priceRule, creditRentalAt, true);
    const firstPlayed = creditRentalAt + 2 * HOUR_MS;
    await entitle({
      title_id: movie.id,
      state: 'EXPIRED',
      price_rule_id: priceRule.id,
      purchase_id: creditRentalId,
      created_at: creditRentalAt,
      first_played_at: firstPlayed,
      expires_at: firstPlayed + RENTAL_SECONDS * 1000,
      download_expires_at: creditRentalAt + priceRule.download_duration * 1000,
    });
  }

  // Credits granted and used: 1 + 2 − 1 = 2 movie credits, 1 episode credit.
  await db
    .insertInto('credit_movements')
    .values([
      {
        household_id,
        kind: 'VOD',
        delta: 1,
        reason: 'WELCOME_OFFER',
        reference: null,
        created_at: created,
      },
      {
        household_id,
        kind: 'VOD',
        delta: 2,
        reason: 'GOODWILL',
        reference: null,
        created_at: day - 25 * DAY_MS,
      },
      {
        household_id,
        kind: 'VOD',
        delta: -1,
        reason: 'RENTAL',
        reference: `purchase:${creditRentalId}`,
        created_at: creditRentalAt,
      },
      {
        household_id,
        kind: 'EPISODE',
        delta: 1,
        reason: 'PROMOTION',
        reference: null,
        created_at: day - 10 * DAY_MS,
      },
    ])
    .execute();

  await db
    .insertInto('wishlist_items')
    .values(
      titles.wishlist.map(({ id }, i) => ({
        household_id,
        label: 'VOD_WISHLIST',
        title_id: id,
        created_at: day - (15 - i * 3) * DAY_MS,
      })),
    )
    .execute();
}
