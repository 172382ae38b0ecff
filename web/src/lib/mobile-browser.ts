import { isMobileBrowser } from '@app/domain';

/** Whether this browser is a phone's or tablet's (the rule is domain's isMobileBrowser). */
export function onMobileBrowser(): boolean {
  return isMobileBrowser(navigator.userAgent, navigator.maxTouchPoints);
}
