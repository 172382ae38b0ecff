import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { SignInOutcome } from './components/sign-in-dialog.tsx';
import type { SignInRejection } from './sign-in-flow.ts';
import { lazyComponent } from '#app/lib/lazy-component.ts';
import { isSignedInCustomer, sessionQueryOptions } from './session-query.ts';

/** The modal sign-in flow ended without signing in (account spec §4: cancel or go back). */
export class SignInRejectedError extends Error {
  override readonly name = 'SignInRejectedError';

  constructor(readonly reason: SignInRejection) {
    super(`Sign-in ended: ${reason}`);
  }
}

type OpenSignIn = () => Promise<'signInSucceeded'>;

const SignInModalContext = createContext<OpenSignIn | null>(null);

// The steps' code loads only when a feature first asks for a sign-in.
const SignInDialog = lazyComponent(
  async () => (await import('./components/sign-in-dialog.tsx')).SignInDialog,
);

interface PendingSignIn {
  resolve: (outcome: 'signInSucceeded') => void;
  reject: (error: SignInRejectedError) => void;
}

/** Holds the sign-in dialog for the whole app; features open it with useSignInModal(). */
export function SignInModalProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const pendingRef = useRef<PendingSignIn | null>(null);

  const open = useCallback<OpenSignIn>(async () => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(queryClient));
    if (isSignedInCustomer(session.account)) return 'signInSucceeded';
    // A second request while the dialog is open waits for the same dialog.
    return new Promise((resolve, reject) => {
      const previous = pendingRef.current;
      const next: PendingSignIn = previous
        ? {
            resolve: (outcome) => {
              previous.resolve(outcome);
              resolve(outcome);
            },
            reject: (error) => {
              previous.reject(error);
              reject(error);
            },
          }
        : { resolve, reject };
      pendingRef.current = next;
      setPending(next);
    });
  }, [queryClient]);

  const finish = useCallback((outcome: SignInOutcome) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (!current) return;
    if (outcome === 'signInSucceeded') current.resolve(outcome);
    else current.reject(new SignInRejectedError(outcome));
  }, []);

  return (
    <SignInModalContext.Provider value={open}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <SignInDialog onFinished={finish} />
        </Suspense>
      )}
    </SignInModalContext.Provider>
  );
}

/**
 * Opens the sign-in steps in a modal dialog and resolves 'signInSucceeded' once a customer is
 * signed in (at once if one already is), or rejects with SignInRejectedError on cancel or go back.
 */
export function useSignInModal(): OpenSignIn {
  const open = useContext(SignInModalContext);
  if (!open) throw new Error('useSignInModal needs the SignInModalProvider of the root layout');
  return open;
}
