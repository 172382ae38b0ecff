import {
  flagsOf,
  type EntitlementWire,
  type PriceRule,
  type Title,
  type TransactionHistoryItem,
} from '@app/domain';
import { aMovie } from './catalogue-fixtures.ts';
import {
  anAccount,
  okAnswer,
  refusal,
  type FakeCall,
  type FakeHousehold,
} from './session-fixtures.ts';
import { vodTitlesAnswer } from './title-fixtures.ts';

const DAY_MS = 86_400_000;
type Handler = (call: FakeCall) => Response | Promise<Response>;

export const RENT_SD: PriceRule = {
  id: 11,
  price: 399,
  content_format: 'sd',
  duration: 172_800,
  download_duration: 604_800,
};
export const RENT_HD: PriceRule = { ...RENT_SD, id: 12, price: 499, content_format: 'hd' };
export const BUY_HD: PriceRule = {
  id: 13,
  price: 1099,
  content_format: 'hd',
  duration: -1,
  download_duration: 31_536_000,
};

/** A movie to rent or buy whose rentals a movie credit can pay for. */
export function aRentableMovie(id = 7001, overrides: Partial<Title> = {}): Title {
  return aMovie(id, {
    title: 'The Lantern Keeper',
    flags: flagsOf('hd', 'creditUse'),
    price_rules: [RENT_SD, RENT_HD, BUY_HD],
    ...overrides,
  });
}

/** A rental of the SD price, made a day ago, that ends `expiresInMs` from now (negative: ended). */
export function aRental(expiresInMs: number): EntitlementWire {
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  return {
    state: 'ACTIVATED',
    created: at(-86_400_000),
    expires: at(expiresInMs),
    download_expires: at(expiresInMs),
    price_rule: {
      id: 1,
      price: 399,
      content_format: 'sd',
      duration: 172_800,
      download_duration: 604_800,
    },
    children: {},
  };
}

/** A customer as the demo CUST0001 starts: a PIN, the Kids pack, 2 movie and 1 episode credit. */
export function aCommerceCustomer(overrides: Partial<FakeHousehold> = {}): FakeHousehold {
  return {
    code: 'CUST0001',
    pin: '1234',
    account: anAccount({
      free_vod_count: 2,
      free_episode_count: 1,
      subscriptions: { '101': { id: 101 } as never },
    }),
    ...overrides,
  };
}

interface CommerceServerOptions {
  /** Answers a purchase with this instead (before anything changes), e.g. a declined payment. */
  refusePurchase?: () => Response;
  wishlist?: Record<string, string>;
  /** Answers wishlist changes with this instead. */
  refuseWishlist?: () => Response;
}

/**
 * The commerce calls of docs/api.md over one household and a few titles: titles, related titles,
 * purchase (entitles, spends a credit, keeps the first answer per idempotency key), history and the
 * wishlist. `keys` lists the idempotency keys purchases carried, in order.
 */
export function fakeCommerceServer(
  household: FakeHousehold,
  titles: Title[],
  options: CommerceServerOptions = {},
) {
  const wishlist: Record<string, string> = { ...(options.wishlist ?? {}) };
  const history: TransactionHistoryItem[] = [];
  const keys: string[] = [];
  const answers = new Map<string, Response>();
  const byId = new Map(titles.map((title) => [title.id, title]));
  const account = () => household.account ?? anAccount();

  const purchase: Handler = ({ form }) => {
    const key = form.get('idempotency_key') ?? '';
    keys.push(key);
    const saved = answers.get(key);
    if (saved) return saved.clone();
    if (options.refusePurchase) return options.refusePurchase();
    const title = byId.get(Number(form.get('title_id')));
    const rule = title?.price_rules?.find(
      (r) =>
        r.content_format === form.get('content_format') &&
        r.duration === Number(form.get('duration')),
    );
    if (!title || !rule) return refusal('ERR_VALIDATION', 'No such price', 400);
    const credit = form.get('free_vod') === '1';
    const now = Date.now();
    const rental = rule.duration !== -1;
    const entitlement: EntitlementWire = {
      state: rental ? 'ACTIVATED' : 'PURCHASED',
      created: new Date(now).toISOString(),
      expires: rental ? new Date(now + 7 * DAY_MS).toISOString() : null,
      download_expires: new Date(now + rule.download_duration * 1000).toISOString(),
      price_rule: rule,
      children: {},
    };
    household.account = {
      ...account(),
      entitlements: { ...account().entitlements, [String(title.id)]: entitlement },
      free_vod_count: account().free_vod_count - (credit ? 1 : 0),
    };
    history.unshift({
      id: history.length + 1,
      title_id: title.id,
      root_parent_id: title.root_parent_id,
      display_name: title.title,
      content_format: rule.content_format,
      duration: rule.duration,
      free_vod: credit,
      price: credit ? 0 : rule.price,
      created: new Date(now).toISOString(),
    });
    const answer = okAnswer({
      title_id: title.id,
      entitlement,
      price_charged: credit ? 0 : rule.price,
      credit_used: credit ? 'vod' : null,
      free_vod_count: household.account.free_vod_count,
      free_episode_count: household.account.free_episode_count,
    });
    answers.set(key, answer.clone());
    return answer;
  };

  const changeWishlist =
    (add: boolean): Handler =>
    ({ form }) => {
      if (options.refuseWishlist) return options.refuseWishlist();
      const id = form.get('id') ?? '';
      if (add) wishlist[id] ??= new Date().toISOString();
      else delete wishlist[id];
      return okAnswer({ VOD_WISHLIST: { ...wishlist } });
    };

  const handlers: Record<string, Handler> = {
    '/v3/vod/titles': ({ form }) => {
      const ids = (form.get('title_ids') ?? '').split(',').map(Number);
      const asked = ids.flatMap((id) => byId.get(id) ?? []);
      // Recursive: a show's or a season's seasons and episodes come after it.
      const under =
        form.get('recursive') === 'true'
          ? titles.filter(
              (t) =>
                !ids.includes(t.id) &&
                ((t.parent_id !== null && ids.includes(t.parent_id)) ||
                  (t.root_parent_id !== null && ids.includes(t.root_parent_id))),
            )
          : [];
      return okAnswer({ ...vodTitlesAnswer([...asked, ...under]) });
    },
    '/v2/vod/purchase': purchase,
    '/v2/vod/purchase/history': () =>
      okAnswer({
        items: history,
        credits: {
          vod_count: account().free_vod_count,
          episode_count: account().free_episode_count,
        },
        credit_movements: history
          .filter((item) => item.free_vod)
          .map((item) => ({
            kind: 'vod',
            delta: -1,
            reason: `Used on ${item.display_name}`,
            created: item.created,
          })),
      }),
    '/v2/subscriber/wishlist': () => okAnswer({ VOD_WISHLIST: { ...wishlist } }),
    '/v2/subscriber/wishlist/add': changeWishlist(true),
    '/v2/subscriber/wishlist/remove': changeWishlist(false),
  };
  for (const title of titles) {
    handlers[`/v3/editorial/recommendations/vod/${title.id}`] = () => okAnswer({ titles: [] });
  }
  return { handlers, keys, wishlist, history };
}
