import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Navigate, useLocation } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { EnterPinForm } from '#app/lib/session/components/enter-pin-form.tsx';
import {
  useSignInPages,
  type EnterPinState,
} from '#app/features/account/hooks/use-sign-in-pages.ts';
import { SignInCard } from './sign-in-card.tsx';

/** /account/signin/enterpin: the PIN of a household that has one (account spec §4). */
export function EnterPinPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { go, returnUrl } = useSignInPages();
  const activationCode = (location.state as Partial<EnterPinState> | null)?.activationCode;

  // Opened without the code step (a bookmark, a new tab): start at the code.
  if (typeof activationCode !== 'string') {
    return <Navigate to={paths.signIn.getHref({ returnUrl })} replace />;
  }
  const step = { name: 'enter-pin', activationCode } as const;

  return (
    <SignInCard title={t('signIn.enterPin.title')} intro={t('signIn.enterPin.intro')}>
      <EnterPinForm
        activationCode={activationCode}
        onSignedIn={(account) => go(step, { type: 'pin-check-succeed' }, account)}
        onBack={() => go(step, { type: 'go-back-from-pin-check' })}
      />
    </SignInCard>
  );
}
