import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, NavLink, Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { useBrand } from '#app/lib/brand/use-brand.ts';
import { signOut } from '#app/lib/session/session-actions.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import './app-shell.css';
import './retail-layout.css';

/** The retail account site's own frame (account spec §2 /account_retail/), in the brand's look. */
export function RetailLayout() {
  return (
    <RetailShell>
      <Outlet />
      <ScrollRestoration />
    </RetailShell>
  );
}

function RetailShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { isCustomer } = useSession();
  const links = [
    { to: paths.retailSettings.getHref(), label: t('retail.nav.settings') },
    { to: paths.retailHelp.getHref(), label: t('retail.nav.help') },
    { to: paths.retailCredits.getHref(), label: t('retail.nav.credits') },
    { to: paths.retailPartnerApps.getHref(), label: t('retail.nav.partnerApps') },
  ];

  async function signOutHere() {
    try {
      await signOut(queryClient);
    } finally {
      void navigate(paths.retailLogon.getHref(), { replace: true });
    }
  }

  return (
    <div className="shell retail-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <Link className="shell__brand" to={paths.retailSettings.getHref()}>
            <img className="shell__logo" src={brand.logo} alt="" width={32} height={32} />
            {t('brand.name')}
            <span className="retail-shell__site">{t('retail.siteName')}</span>
          </Link>
          <nav className="shell__nav shell__nav--inline" aria-label={t('retail.navLabel')}>
            <ul className="shell__nav-list">
              {links.map((item) => (
                <li key={item.to}>
                  <NavLink className="shell__nav-link" to={item.to}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {isCustomer ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void signOutHere()}
              >
                {t('retail.nav.signOut')}
              </button>
            ) : (
              <Link className="button button--secondary" to={paths.retailLogon.getHref()}>
                {t('retail.nav.logOn')}
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="shell__footer">
        <nav className="shell__footer-inner" aria-label={t('footer.label')}>
          <ul className="shell__footer-list">
            <li>
              <Link to={paths.home.getHref()}>{t('retail.nav.mainSite')}</Link>
            </li>
            <li>
              <Link to={brand.links.help}>{t('footer.help')}</Link>
            </li>
            <li>
              <Link to={brand.links.contactUs}>{t('footer.contactUs')}</Link>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
