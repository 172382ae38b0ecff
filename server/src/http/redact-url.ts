/** Query fields that carry a sign-in secret (account spec §2 links); never written to a log. */
const SECRET_FIELDS = /([?&](?:auth_cookie|authcookie|act_code)=)[^&#]*/gi;
/** The credits page's path form, /account/settings/credits/{authCookie}. */
const CREDITS_TOKEN = /^(\/account\/settings\/credits\/)[^/?#]+/i;

/** A URL fit for a log line: hand-over codes and activation codes replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(CREDITS_TOKEN, '$1[redacted]').replace(SECRET_FIELDS, '$1[redacted]');
}

/** Whether a URL carries a sign-in secret, so its page must send no Referer anywhere. */
export function carriesSecret(url: string): boolean {
  return redactUrl(url) !== url;
}
