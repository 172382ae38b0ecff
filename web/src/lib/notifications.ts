import { readStored, writeStored } from '#app/lib/local-storage.ts';

/**
 * The app's notification service for the alerts nobody asked for: the connection and
 * traffic-limiter toasts (account spec §8). The customer can turn these alerts off in Settings
 * (a UI flag in local storage, §9); a notice is then refused with the spec's
 * 'notification-service-disabled.' and nothing is shown (decision 0034). Toasts that answer the
 * customer's own action (a pack added) are not alerts of this kind and always show.
 */
export const NOTIFICATION_SERVICE_DISABLED = 'notification-service-disabled.';

const ALERTS_OFF_KEY = 'notifications.alertsOff';

export class NotificationServiceDisabledError extends Error {
  constructor() {
    super(NOTIFICATION_SERVICE_DISABLED);
    this.name = 'NotificationServiceDisabledError';
  }
}

/** On unless the customer turned alerts off; storage that cannot be read leaves them on. */
export function alertsAreOn(): boolean {
  return readStored(ALERTS_OFF_KEY) === null;
}

/** A write storage refuses is not remembered: alerts stay as they were. */
export function setAlertsOn(on: boolean): void {
  writeStored(ALERTS_OFF_KEY, on ? null : '1');
}

/** Shows a notice with `show` while alerts are on; refuses with 'notification-service-disabled.' otherwise. */
export function notify(show: () => void): Promise<void> {
  if (!alertsAreOn()) return Promise.reject(new NotificationServiceDisabledError());
  show();
  return Promise.resolve();
}
