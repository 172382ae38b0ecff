import type { QueryClient } from '@tanstack/react-query';
import type { UsageEvent } from '@app/domain';
import { apiPost, isApiError, serverNow } from '#app/api/client.ts';
import { hasCookieConsent, onCookieConsent } from '#app/lib/cookie-consent.ts';
import { sessionHouseholdId } from '#app/lib/session/session-query.ts';
import { analyticsSubject } from './page-subject.ts';
import type { SendResult, UsageEventQueue } from './usage-events.ts';

/** The event queue is sent every 30 s, and when the page is hidden (marketing spec §4). */
export const FLUSH_EVERY_MS = 30_000;

type EventData = Record<string, string | number | boolean | null>;

/**
 * The queue's code (usage-events.ts) loads once the visitor has consented: a visitor who has not
 * records nothing, and their first load goes without it (issue 23). Events tracked while it
 * loads wait here with the time they happened.
 */
let queue: UsageEventQueue | null = null;
let loadQueue: (() => Promise<void>) | null = null;
const early: { eventName: string; data: EventData; at: number }[] = [];

/** POST /v2/events; a refusal as invalid is dropped, anything else is kept for the next try. */
async function sendEvents(events: UsageEvent[]): Promise<SendResult> {
  try {
    await apiPost('/v2/events', { data: JSON.stringify(events) }, { keepalive: true });
    return 'sent';
  } catch (error) {
    return isApiError(error) && error.status === 400 ? 'drop' : 'retry';
  }
}

/** Starts the app's usage-event queue: sent every 30 s and when the page is hidden. */
export function startUsageEvents(queryClient: QueryClient): () => void {
  const landing = window.location.search;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= import('./usage-events.ts').then(({ UsageEventQueue, utmOf }) => {
      if (loadQueue !== load) return; // stopped meanwhile
      queue = new UsageEventQueue({
        send: sendEvents,
        householdId: () => sessionHouseholdId(queryClient),
        consented: hasCookieConsent,
        now: serverNow,
        storage: typeof localStorage === 'undefined' ? null : localStorage,
        utm: utmOf(landing),
      });
      for (const event of early.splice(0)) queue.track(event.eventName, event.data, event.at);
    }));
  loadQueue = load;
  if (hasCookieConsent()) void load();
  const flush = () => void queue?.flush();
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const timer = window.setInterval(flush, FLUSH_EVERY_MS);
  document.addEventListener('visibilitychange', onHide);
  // The page the visitor is on when consenting is their first page view on record.
  const stopConsent = onCookieConsent(() => trackPageView(window.location.pathname));
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onHide);
    stopConsent();
    queue = null;
    loadQueue = null;
    early.length = 0;
  };
}

/** The page's analytics subject from its path and title (marketing spec §3, §7 page events). */
function trackPageView(pathname: string) {
  trackEvent('page-view', {
    subject: analyticsSubject(pathname, document.title),
    path: pathname,
  });
}

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string }; location: { pathname: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * A page view per page the router settles on; read a moment later, once the page's own
 * <title> is in place.
 */
export function trackPageViews(router: RouterLike): () => void {
  let last: string | null = null;
  const settle = (state: RouterLike['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const path = state.location.pathname;
    if (path === last) return;
    last = path;
    window.setTimeout(() => trackPageView(path), 250);
  };
  settle(router.state);
  return router.subscribe(settle);
}

/** Records a usage event (e.g. 'help-helpful'); sent with the next flush. */
export function trackEvent(eventName: string, data: EventData = {}): void {
  if (queue) {
    queue.track(eventName, data);
  } else if (loadQueue && hasCookieConsent()) {
    early.push({ eventName, data, at: serverNow() });
    void loadQueue();
  }
}
