import { isTrivialPin, pinWarningOf, TRIVIAL_PIN_MESSAGE, type Account } from '@app/domain';
import { jsonAnswer } from './catalogue-fixtures.ts';

/** The account answer of a signed-in customer with a PIN, a box and nothing bought. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    household: { uuid: '6f1c2d3e-0000-4000-8000-000000000001', user_defined_pin: true },
    isp: { name: 'Direct', purchase_disabled: false },
    entitlements: {},
    subscriptions: {},
    sorted_plans: [],
    release: { tags: ['web-5.19.0'] },
    terminals: [{ type: 'STB', activation_status: 'ACTIVATED' }],
    free_episode_count: 0,
    free_vod_count: 0,
    all_access_trial: { trial_plans: [], access_plans: [] },
    streaming_bundle: null,
    ...overrides,
  };
}

const meta = (error: string | null = null, message: string | null = null) => ({
  error,
  message,
  timestamp: Date.now(),
});

export function accountAnswer(account: Account = anAccount()): Response {
  return jsonAnswer({ ...account, __meta__: meta() });
}

export function okAnswer(body: Record<string, unknown> = {}, message: string | null = null) {
  return jsonAnswer({ ...body, __meta__: meta(null, message) });
}

/** A refusal as the API sends it: `__meta__.error` and its HTTP status. */
export function refusal(
  code: string,
  message = code,
  status = 403,
  extra: Record<string, unknown> = {},
): Response {
  return jsonAnswer({ ...extra, __meta__: meta(code, message) }, status);
}

export const noSession = () => refusal('AUTH_FAILED', 'Signed out', 401);

export type FakeCall = { path: string; form: URLSearchParams; query: URLSearchParams };
type Handler = (call: FakeCall) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by path (POST bodies are read as forms). Unknown paths answer
 * ERR_NOT_FOUND; `calls` lists what the app sent, in order.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const form = new URLSearchParams(
      typeof init?.body === 'string' ? init.body : (init?.body as URLSearchParams | undefined),
    );
    const call = { path: url.pathname, form, query: url.searchParams };
    calls.push(call);
    const handler = handlers[url.pathname];
    return handler ? handler(call) : refusal('ERR_NOT_FOUND', `No such call: ${url.pathname}`, 404);
  };
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { fetch, calls, callsTo };
}

export interface FakeHousehold {
  code: string;
  /** Null: the box has no PIN yet. */
  pin: string | null;
  account?: Account;
}

/**
 * The sign-in calls of docs/api.md over a few households, keeping "the cookie" as the server
 * would: /v3/authenticate (pin_required or MISSING_PIN, ERR_INCORRECT_PIN),
 * authenticate_with_cookie, update, validate_pin, invalidate_authentication and logout.
 * `signedIn` starts a session at once.
 */
export function fakeSessionServer(households: FakeHousehold[], signedIn: string | null = null) {
  let current: FakeHousehold | null = households.find((h) => h.code === signedIn) ?? null;
  const accountOf = (household: FakeHousehold) => {
    const account = household.account ?? anAccount();
    return {
      ...account,
      household: { ...account.household, user_defined_pin: household.pin !== null },
    };
  };
  const notAuthenticated = () =>
    refusal(
      'NOT_AUTHENTICATED',
      'Your session has expired or you have been signed out from another device.',
      401,
    );
  // Wrong PINs in a row per household: from the 3rd the answer warns, as the server's does.
  const wrongPins = new Map<FakeHousehold, number>();
  const wrongPin = (household: FakeHousehold) => {
    const failures = (wrongPins.get(household) ?? 0) + 1;
    wrongPins.set(household, failures);
    return refusal('ERR_INCORRECT_PIN', 'Incorrect PIN', 401, pinWarningOf(failures) ?? {});
  };
  const handlers: Record<string, Handler> = {
    '/v3/authenticate': ({ form }) => {
      const household = households.find(
        (h) => h.code === form.get('activation_code')?.trim().toUpperCase(),
      );
      if (!household) return refusal('ERR_INVALID_ACTIVATION_CODE', 'Invalid activation code', 401);
      if (household.pin !== null) {
        if (!form.has('pin')) {
          // The web's code step asks with pin_prompt_ok: an answer, not a 401 (decision 0057).
          return form.get('pin_prompt_ok') === 'true'
            ? okAnswer({ pin_required: true, household: { uuid: 'h', user_defined_pin: true } })
            : refusal('MISSING_PIN', 'Enter your PIN to continue.', 401);
        }
        if (form.get('pin') !== household.pin) return wrongPin(household);
        wrongPins.delete(household);
      }
      current = household;
      return accountAnswer(accountOf(household));
    },
    '/v2/subscriber/authenticate_with_cookie': () =>
      current ? accountAnswer(accountOf(current)) : noSession(),
    '/v2/subscriber/update': ({ form }) => {
      if (!current) return notAuthenticated();
      const pin = form.get('pin');
      // As the server: a PIN too easy to guess is refused with its reason.
      if (pin !== null && isTrivialPin(pin)) {
        return refusal('ERR_VALIDATION', TRIVIAL_PIN_MESSAGE, 400);
      }
      current.pin = pin ?? current.pin;
      return accountAnswer(accountOf(current));
    },
    '/v3/subscriber/validate_pin': ({ form }) => {
      if (!current) return notAuthenticated();
      if (form.get('pin') !== current.pin) return wrongPin(current);
      wrongPins.delete(current);
      return okAnswer({}, 'Pin is correct');
    },
    '/v2/subscriber/invalidate_authentication': () => {
      if (!current) return notAuthenticated();
      current = null;
      return okAnswer({ signed_out_sessions: 2 });
    },
    '/v2/subscriber/logout': () => {
      current = null;
      return okAnswer();
    },
  };
  return {
    handlers,
    /** Ends the session as another device signing out everywhere would. */
    endSessionElsewhere() {
      current = null;
    },
  };
}
