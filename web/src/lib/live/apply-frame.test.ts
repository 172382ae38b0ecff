import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '@app/domain';
import { applyFrame } from './apply-frame.ts';
import { ENTITLEMENTS_CHANGED_EVENT, liveEvents } from './live-events.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

const meta = { error: null, message: null, timestamp: 1 };
const frame = (frag: ServerFrame['frag'], error: string | null = null): ServerFrame => ({
  frag,
  __meta__: { ...meta, error },
});

function clientWithAccount(entitlements: Record<string, unknown>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.session, {
    account: { household: { uuid: 'h1', user_defined_pin: true }, entitlements },
    endedByServer: false,
  });
  return queryClient;
}

afterEach(() => vi.restoreAllMocks());

describe('applyFrame', () => {
  it('reloads the wishlist on WISHLISTS_CHANGED', async () => {
    const queryClient = clientWithAccount({});
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await applyFrame(queryClient, frame('WISHLISTS_CHANGED'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.household.wishlist });
  });

  it('announces the newly entitled ids on ENTITLEMENTS_CHANGED', async () => {
    const queryClient = clientWithAccount({ '1': { state: 'PURCHASED' } });
    vi.spyOn(queryClient, 'refetchQueries').mockImplementation(async () => {
      queryClient.setQueryData(queryKeys.session, {
        account: {
          household: { uuid: 'h1', user_defined_pin: true },
          entitlements: { '1': { state: 'PURCHASED' }, '2': { state: 'ACTIVATED' } },
        },
        endedByServer: false,
      });
    });
    const heard: string[][] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent<string[]>).detail);
    liveEvents.addEventListener(ENTITLEMENTS_CHANGED_EVENT, listener);
    await applyFrame(queryClient, frame('ENTITLEMENTS_CHANGED'));
    liveEvents.removeEventListener(ENTITLEMENTS_CHANGED_EVENT, listener);
    expect(heard).toEqual([['2']]);
  });

  it('ends the session on a sign-out message', async () => {
    const queryClient = clientWithAccount({});
    await applyFrame(
      queryClient,
      frame('AUTHENTICATION_INVALIDATED', 'AUTHENTICATION_INVALIDATED'),
    );
    await vi.waitFor(() =>
      expect(
        (queryClient.getQueryData(queryKeys.session) as { account: unknown }).account,
      ).toBeNull(),
    );
  });
});
