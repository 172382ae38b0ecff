import { paths } from '#app/config/paths.ts';

/** The retail site's pages a logon or a hand-over from the main site may open (account spec §2). */
const TARGETS: Record<string, string> = {
  settings: paths.retailSettings.getHref(),
  'help-dashboard': paths.retailHelp.getHref(),
  help: paths.retailHelp.getHref(),
  credits: paths.retailCredits.getHref(),
  'partner-apps': paths.retailPartnerApps.getHref(),
};

/**
 * Where a retail logon leads: the named target (a page name, or a retail path), else settings.
 * Only the retail site's own pages: a target never leads elsewhere.
 */
export function retailTargetHref(target: string | null | undefined): string {
  const name = (target ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\/?account_retail\//, '')
    .replace(/\/+$/, '');
  return TARGETS[name] ?? paths.retailSettings.getHref();
}

/** The target name of a retail path, to come back to it after logon. */
export function retailTargetOf(pathname: string): string {
  const name = pathname
    .toLowerCase()
    .replace(/^\/account_retail\/?/, '')
    .replace(/\/+$/, '');
  return name in TARGETS ? name : 'settings';
}
