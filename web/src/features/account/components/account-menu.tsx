import { Suspense } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { lazyComponent } from '#app/lib/lazy-component.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import './account-menu.css';

/** The signed-in menu comes once a household is signed in: a visitor's first load goes without it. */
const SignedInMenu = lazyComponent(async () => (await import('./signed-in-menu.tsx')).SignedInMenu);

/**
 * The header's account entry: "Sign in" for anyone who is not a signed-in customer, otherwise a
 * disclosure button opening My Stuff, Settings and Sign out.
 */
export function AccountMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  // While the first cookie sign-in is on its way, hold the place: a signed-in customer must not
  // see "Sign in" flash up before the answer arrives.
  // The size of the "Sign in" button it most often becomes (its text, hidden): no layout shift.
  const pending = (
    <span className={`button ${className ?? ''} account-menu__pending skeleton`} aria-hidden="true">
      <span className="account-menu__pending-text">{t('nav.signIn')}</span>
    </span>
  );
  if (session.checking) return pending;
  if (!session.isCustomer) {
    return (
      <Link className={`button ${className ?? ''}`} to={paths.signIn.getHref()}>
        {t('nav.signIn')}
      </Link>
    );
  }
  return (
    <Suspense fallback={pending}>
      <SignedInMenu
        className={className}
        settingsHref={session.isRetail ? paths.retailSettings.getHref() : paths.settings.getHref()}
        showPackages={!session.isRetail && !session.isRestricted}
      />
    </Suspense>
  );
}
