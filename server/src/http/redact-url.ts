/** Query fields that carry a sign-in secret (account spec §2 links); never written to a log. */
const SECRET_FIELDS = new Set(['auth_cookie', 'authcookie', 'act_code']);
/** The credits page's path form, /account/settings/credits/{authCookie}. */
const CREDITS_PATH = ['account', 'settings', 'credits'];

/**
 * A URL part as the router and the browser's URLSearchParams read it. Decided on the decoded
 * form (issue 32 item 5: `?auth%5Fcookie=` and `/%63redits/` are the same secrets); decoded
 * again while it changes, so a doubly encoded name counts too. Text that does not decode is
 * taken as it is.
 */
function decoded(part: string): string {
  let text = part.replace(/\+/g, ' ');
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(text);
    } catch {
      return text;
    }
    if (next === text) return text;
    text = next;
  }
  return text;
}

/**
 * Without a percent-escape a URL can hold a secret only by spelling a secret's name (any case):
 * every other URL, nearly all of them, is fit as it is without being taken apart.
 */
const MAY_HOLD_SECRET = /%|auth_?cookie|act_code|credits/i;

/** A URL fit for a log line: hand-over codes and activation codes replaced by [redacted]. */
export function redactUrl(url: string): string {
  if (!MAY_HOLD_SECRET.test(url)) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? null : url.slice(queryAt + 1);
  const segments = path.split('/');
  // ['', 'account', 'settings', 'credits', code, …]
  const credits =
    (segments[4] ?? '') !== '' &&
    CREDITS_PATH.every((name, i) => decoded(segments[i + 1]!).toLowerCase() === name);
  const safePath = credits ? [...segments.slice(0, 4), '[redacted]'].join('/') : path;
  if (query === null) return safePath;
  const fields = query.split('&').map((field) => {
    const equals = field.indexOf('=');
    const name = equals < 0 ? field : field.slice(0, equals);
    return SECRET_FIELDS.has(decoded(name).trim().toLowerCase()) ? `${name}=[redacted]` : field;
  });
  return `${safePath}?${fields.join('&')}`;
}

/** Whether a URL carries a sign-in secret, so its page must send no Referer anywhere. */
export function carriesSecret(url: string): boolean {
  return redactUrl(url) !== url;
}
