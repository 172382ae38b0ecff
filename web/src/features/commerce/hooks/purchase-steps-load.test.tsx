import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#app/lib/query-client.ts';
import type { SessionData } from '#app/lib/session/session-query.ts';
import { SignInModalProvider } from '#app/lib/session/sign-in-modal.tsx';
import { aRentableMovie } from '#app/test/commerce-fixtures.ts';
import { anAccount } from '#app/test/session-fixtures.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { usePurchaseFlow } from './use-purchase-flow.ts';

// The steps' code comes on the tap: a phone that lost its connection cannot fetch it.
vi.mock('./purchase-steps.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the purchase steps’ code failing to load', () => {
  it('tells a connection failure with nothing to retry, and frees the purchase slot', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData<SessionData>(queryKeys.session, {
      account: anAccount(),
      endedByServer: false,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <SignInModalProvider>{children}</SignInModalProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => usePurchaseFlow({ onAlreadyInProgress: vi.fn() }), {
      wrapper,
    });

    act(() => result.current.start(aRentableMovie(), null));
    expect(result.current.step.name).toBe('preparing');
    await waitFor(() => expect(result.current.step.name).toBe('failed'));
    expect(result.current.step).toMatchObject({ kind: 'connection', context: null, choice: null });

    act(() => result.current.close());
    const refused = vi.fn();
    const other = renderHook(() => usePurchaseFlow({ onAlreadyInProgress: refused }), { wrapper });
    act(() => other.result.current.start(aRentableMovie(7002), null));
    expect(refused).not.toHaveBeenCalled();
  });
});
