import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#app/lib/query-client.ts';
import { COOKIE_CONSENT_KEY } from '#app/lib/cookie-consent.ts';
import { startUsageEvents, trackEvent } from './index.ts';

const stored = () => JSON.parse(localStorage.getItem('usage-events') ?? '[]') as unknown[];
let stop: () => void = () => {};

beforeEach(() => localStorage.clear());
afterEach(() => stop());

describe('trackEvent', () => {
  it('keeps an event tracked while the queue loads, with the time it happened', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    const tracked = new Date();
    stop = startUsageEvents(createQueryClient());

    trackEvent('tile-open', { titleId: 10001 });
    vi.setSystemTime(tracked.getTime() + 5_000);

    await vi.waitFor(() =>
      expect(stored()).toEqual([
        expect.objectContaining({
          eventName: 'tile-open',
          data: expect.objectContaining({ titleId: 10001, eventTime: tracked.toISOString() }),
        }),
      ]),
    );
  });

  it('records nothing before the visitor consents', async () => {
    stop = startUsageEvents(createQueryClient());

    trackEvent('tile-open', { titleId: 10001 });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(stored()).toEqual([]);
  });
});
