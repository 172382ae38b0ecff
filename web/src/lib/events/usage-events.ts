import { BRAND_VERSION, MAX_EVENTS_PER_REQUEST, type UsageEvent } from '@app/domain';

const STORAGE_KEY = 'usage-events';
/** Never keep more than this many unsent events (a long offline spell must not fill storage). */
const MAX_KEPT = 1000;
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export type SendResult = 'sent' | 'retry' | 'drop';

export interface UsageEventQueueOptions {
  /** Sends one batch; 'retry' keeps it for the next flush, 'drop' discards it (refused as invalid). */
  send: (events: UsageEvent[]) => Promise<SendResult>;
  householdId: () => string | null;
  /** Cookie consent: without it nothing is recorded, kept or sent (issue 23). */
  consented: () => boolean;
  now: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  utm?: Partial<Record<(typeof UTM_KEYS)[number], string>>;
}

/** The UTM fields of a landing URL, kept with every event of the visit. */
export function utmOf(search: string): UsageEventQueueOptions['utm'] {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    UTM_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!.slice(0, 200)]] : [])),
  );
}

/**
 * Usage events (marketing spec §3 Event): queued, sent in batches, kept (in local storage too, so
 * a reload loses nothing) and retried when a send fails. An event without a name is a bug in the
 * caller: it is logged and never sent (marketing spec §5).
 */
export class UsageEventQueue {
  private queue: UsageEvent[];
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: UsageEventQueueOptions) {
    this.queue = this.load();
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Queues an event that happened at `at` (by default now). */
  track(
    eventName: string,
    extra: Record<string, string | number | boolean | null> = {},
    at: number = this.options.now(),
  ): void {
    if (!eventName?.trim()) {
      console.error('Usage event without an eventName: not sent', extra);
      return;
    }
    if (!this.options.consented()) return;
    this.queue.push({
      eventName,
      data: {
        ...extra,
        ...this.options.utm,
        eventTime: new Date(at).toISOString(),
        platform: 'web',
        app: 'web-store',
        appVersion: BRAND_VERSION,
        householdId: this.options.householdId(),
      },
    });
    if (this.queue.length > MAX_KEPT) this.queue.splice(0, this.queue.length - MAX_KEPT);
    this.save();
  }

  /** Sends what is queued, a batch at a time; stops at the first batch that must wait. */
  flush(): Promise<void> {
    if (!this.options.consented()) return Promise.resolve();
    this.flushing ??= this.sendAll().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async sendAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, MAX_EVENTS_PER_REQUEST);
      let result: SendResult;
      try {
        result = await this.options.send(batch);
      } catch {
        result = 'retry';
      }
      if (result === 'retry') return;
      // Events tracked while the batch was on its way stay queued behind it.
      this.queue.splice(0, batch.length);
      this.save();
      if (result === 'drop')
        console.error('Usage events refused by the server: dropped', batch.length);
    }
  }

  private load(): UsageEvent[] {
    try {
      const stored = this.options.storage?.getItem(STORAGE_KEY);
      const parsed: unknown = stored ? JSON.parse(stored) : [];
      return Array.isArray(parsed) ? (parsed as UsageEvent[]) : [];
    } catch {
      return [];
    }
  }

  private save(): void {
    try {
      this.options.storage?.setItem(STORAGE_KEY, JSON.stringify(this.queue));
    } catch {
      // Storage full or blocked: the queue still lives in memory.
    }
  }
}
