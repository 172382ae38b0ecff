import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#app/lib/query-client.ts';
import type { SessionData } from '#app/lib/session/session-query.ts';
import { SignInModalProvider } from '#app/lib/session/sign-in-modal.tsx';
import { aRentableMovie } from '#app/test/commerce-fixtures.ts';
import { anAccount } from '#app/test/session-fixtures.ts';
import { usePurchaseFlow } from './use-purchase-flow.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

afterEach(() => vi.unstubAllGlobals());

function wrapper() {
  const queryClient = createQueryClient();
  queryClient.setQueryData<SessionData>(queryKeys.session, {
    account: anAccount(),
    endedByServer: false,
  });
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <SignInModalProvider>{children}</SignInModalProvider>
      </QueryClientProvider>
    );
  };
}

describe('one purchase at a time (account spec §8 PURCHASE-ALREADY-IN-PROGRESS)', () => {
  it('refuses a second purchase while the first is under way, and allows one after it ends', async () => {
    // The first purchase waits on its title's reload for as long as the test wants.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const Providers = wrapper();
    const first = renderHook(() => usePurchaseFlow({ onAlreadyInProgress: vi.fn() }), {
      wrapper: Providers,
    });
    const refused = vi.fn();
    const second = renderHook(() => usePurchaseFlow({ onAlreadyInProgress: refused }), {
      wrapper: Providers,
    });

    act(() => first.result.current.start(aRentableMovie(), null));
    await waitFor(() => expect(first.result.current.step.name).toBe('preparing'));
    act(() => second.result.current.start(aRentableMovie(7002), null));

    expect(refused).toHaveBeenCalledTimes(1);
    expect(second.result.current.step.name).toBe('idle');

    act(() => first.result.current.close());
    act(() => second.result.current.start(aRentableMovie(7002), null));
    await waitFor(() => expect(second.result.current.step.name).toBe('preparing'));
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
