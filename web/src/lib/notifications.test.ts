import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsAreOn, notify, setAlertsOn } from './notifications.ts';

afterEach(() => localStorage.clear());

describe('the notification service (account spec §8)', () => {
  it('shows a notice while alerts are on, as they are at first', async () => {
    const show = vi.fn();
    expect(alertsAreOn()).toBe(true);
    await notify(show);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("refuses with 'notification-service-disabled.' when alerts are off, showing nothing", async () => {
    const show = vi.fn();
    setAlertsOn(false);
    await expect(notify(show)).rejects.toThrow('notification-service-disabled.');
    expect(show).not.toHaveBeenCalled();

    setAlertsOn(true);
    await notify(show);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
