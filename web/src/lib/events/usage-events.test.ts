import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsageEvent } from '@app/domain';
import { UsageEventQueue, utmOf, type SendResult } from './usage-events.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

function queueWith(
  send: (events: UsageEvent[]) => Promise<SendResult>,
  storage = memoryStorage(),
  consented = () => true,
) {
  return new UsageEventQueue({
    send,
    householdId: () => 'house-1',
    consented,
    now: () => Date.parse('2026-11-21T10:00:00Z'),
    storage,
    utm: { utm_source: 'mail' },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('UsageEventQueue', () => {
  it('records, keeps and sends nothing before cookie consent, and everything after', async () => {
    const sent: UsageEvent[][] = [];
    const storage = memoryStorage();
    let consent = false;
    const q = queueWith(
      async (events) => (sent.push(events), 'sent'),
      storage,
      () => consent,
    );
    q.track('page-view', { path: '/' });
    expect(q.pending).toBe(0);
    expect(storage.getItem('usage-events')).toBeNull();
    await q.flush();
    expect(sent).toEqual([]);
    consent = true;
    q.track('page-view', { path: '/tv' });
    await q.flush();
    expect(sent.flat().map((e) => e.data.path)).toEqual(['/tv']);
  });

  it('sends queued events with the fields the spec names', async () => {
    const sent: UsageEvent[][] = [];
    const q = queueWith(async (events) => (sent.push(events), 'sent'));
    q.track('page-view', { path: '/movie/store' });
    await q.flush();
    expect(sent).toEqual([
      [
        {
          eventName: 'page-view',
          data: {
            path: '/movie/store',
            utm_source: 'mail',
            eventTime: '2026-11-21T10:00:00.000Z',
            platform: 'web',
            app: 'web-store',
            appVersion: '5.19.0',
            householdId: 'house-1',
          },
        },
      ],
    ]);
    expect(q.pending).toBe(0);
  });

  it('keeps events when a send fails, and sends them on the next flush', async () => {
    let online = false;
    const sent: string[] = [];
    const q = queueWith(async (events) => {
      if (!online) throw new Error('offline');
      sent.push(...events.map((e) => e.eventName));
      return 'sent';
    });
    q.track('a');
    q.track('b');
    await q.flush();
    expect(q.pending).toBe(2);
    online = true;
    await q.flush();
    expect(sent).toEqual(['a', 'b']);
  });

  it('keeps unsent events across a reload through storage', async () => {
    const storage = memoryStorage();
    const first = queueWith(async () => 'retry', storage);
    first.track('before-reload');
    await first.flush();
    const sent: string[] = [];
    const second = queueWith(
      async (events) => (sent.push(...events.map((e) => e.eventName)), 'sent'),
      storage,
    );
    await second.flush();
    expect(sent).toEqual(['before-reload']);
  });

  it('logs and never sends an event without a name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn(async () => 'sent' as const);
    const q = queueWith(send);
    q.track('');
    await q.flush();
    expect(send).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Usage event without an eventName: not sent', {});
  });

  it('drops a batch the server refuses as invalid instead of retrying it for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const q = queueWith(async () => 'drop');
    q.track('x');
    await q.flush();
    expect(q.pending).toBe(0);
  });

  it('sends at most 100 events a batch', async () => {
    const sizes: number[] = [];
    const q = queueWith(async (events) => (sizes.push(events.length), 'sent'));
    for (let i = 0; i < 250; i++) q.track(`e${i}`);
    await q.flush();
    expect(sizes).toEqual([100, 100, 50]);
  });
});

describe('utmOf', () => {
  it('keeps the UTM fields of the landing URL', () => {
    expect(utmOf('?utm_source=mail&utm_campaign=spring&x=1')).toEqual({
      utm_source: 'mail',
      utm_campaign: 'spring',
    });
  });
});
