import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Account } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { destinationAfterSignIn } from '#app/lib/session/destination.ts';
import {
  nextSignInStep,
  type SignInFlowEvent,
  type SignInStep,
} from '#app/lib/session/sign-in-flow.ts';

/** What the PIN page needs from the code page; kept in history state, not in the URL. */
export interface EnterPinState {
  activationCode: string;
}

/**
 * The page sign-in flow (account spec §4): each step is a page, so an event on one step leads to
 * the page of the next; a finished flow leaves for My Stuff, the return URL or the retail site.
 */
export function useSignInPages({ destination }: { destination?: string } = {}) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // A partner's configured destination, when the sign-in is for one, wins over a return URL.
  const returnUrl = destination ?? search.get('returnUrl') ?? undefined;

  const go = useCallback(
    (from: SignInStep, event: SignInFlowEvent, account: Account | null = null) => {
      const step = nextSignInStep(from, event, 'page');
      if (step === from) return;
      switch (step.name) {
        case 'activation-code':
          // Back from the PIN: the code stays filled in.
          void navigate(paths.signIn.getHref({ returnUrl }), {
            state: from.name === 'enter-pin' ? { activationCode: from.activationCode } : null,
          });
          return;
        case 'enter-pin':
          void navigate(paths.enterPin.getHref({ returnUrl }), {
            state: { activationCode: step.activationCode } satisfies EnterPinState,
          });
          return;
        case 'set-pin':
          void navigate(paths.setPin.getHref({ returnUrl }));
          return;
        case 'signed-in':
          if (account) {
            void navigate(destinationAfterSignIn(account, returnUrl ?? null), { replace: true });
          }
          return;
        case 'ended':
          // The page flow goes back instead of ending (only the modal flow ends).
          return;
      }
    },
    [navigate, returnUrl],
  );

  return { go, returnUrl };
}
