import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Navigate } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { SetPinForm } from '#app/lib/session/components/set-pin-form.tsx';
import { destinationAfterSignIn } from '#app/lib/session/destination.ts';
import { signOut } from '#app/lib/session/session-actions.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { Spinner } from '#app/ui/spinner.tsx';
import { useSignInPages } from '#app/features/account/hooks/use-sign-in-pages.ts';
import { SignInCard } from './sign-in-card.tsx';

const STEP = { name: 'set-pin' } as const;

/** /account/signin/setpin: the first PIN of a box signed in with its code (account spec §4). */
export function SetPinPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const { go, returnUrl } = useSignInPages();

  if (session.checking) {
    return (
      <SignInCard title={t('signIn.setPin.title')}>
        <Spinner label={t('session.checking')} size="small" />
      </SignInCard>
    );
  }
  // Only a session without a PIN has one to set; anyone else starts at the code, or goes on.
  if (!session.account) return <Navigate to={paths.signIn.getHref({ returnUrl })} replace />;
  if (session.isCustomer) {
    return <Navigate to={destinationAfterSignIn(session.account, returnUrl ?? null)} replace />;
  }

  return (
    <SignInCard title={t('signIn.setPin.title')}>
      <SetPinForm
        onPinSet={(account) => go(STEP, { type: 'pin-set' }, account)}
        onBack={() => {
          // A box without a PIN cannot be used signed in: leave no half-finished session.
          void signOut(queryClient);
          go(STEP, { type: 'go-back-from-set-pin' });
        }}
      />
    </SignInCard>
  );
}
