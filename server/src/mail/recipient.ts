/**
 * The mailbox an address delivers to, for counting mail per recipient (issue 32.3): lower case,
 * and without a `+tag` in the local part (`Pat+win1@Example.com` → `pat@example.com`), which
 * every large provider delivers to the untagged mailbox. Dots in the local part are kept: only
 * some providers ignore them (Gmail does), and guessing one provider's rules for all would
 * merge other people's mailboxes.
 */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const local = trimmed.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${trimmed.slice(at)}`;
}
