import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import { BRAND_VERSION } from '@app/domain';
import { paths } from '../../config/paths.ts';
import { AccountMenu } from '../../features/account/components/account-menu.tsx';
import { CreditsBar } from '../../features/commerce/components/credits-bar.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { SiteFooterLinks } from '../../features/marketing/components/site-footer-links.tsx';
import { useBrand } from '../../lib/brand/use-brand.ts';
import { showsCreditsBar, showsTopNav } from '../route-handle.ts';
import './app-shell.css';

/** Skip link, header with the main navigation, <main id="main"> and footer: every page's frame. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const showCreditsBar = useShowCreditsBar();
  const brand = useBrand();
  const showTopNav = showsTopNav(brand.topNavOnDefaultSignIn, useMatches());
  const inGuide = useLocation().pathname.toLowerCase().startsWith('/tv/guide');
  const mainNav = [
    { to: paths.home.getHref(), label: t('nav.home'), end: true },
    // TV covers the TV pages (store, popular) but not the guide, which has its own link.
    { to: paths.tv.getHref(), label: t('nav.tv'), end: inGuide },
    { to: paths.tvGuide.getHref(), label: t('nav.guide') },
    { to: paths.movieStore.getHref(), label: t('nav.movies') },
    { to: paths.movieBox.getHref(), label: t('nav.movieBox') },
    { to: paths.search.getHref(), label: t('nav.search') },
  ];
  const footerLinks = [
    { to: brand.links.help, label: t('footer.help') },
    { to: brand.links.contactUs, label: t('footer.contactUs') },
    { to: paths.terms.getHref(), label: t('footer.terms') },
    { to: paths.privacy.getHref(), label: t('footer.privacy') },
  ];

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <Link className="shell__brand" to={paths.home.getHref()}>
            <img className="shell__logo" src={brand.logo} alt="" width={32} height={32} />
            {t('brand.name')}
          </Link>
          {showTopNav && (
            <nav className="shell__nav" aria-label={t('nav.label')}>
              <ul className="shell__nav-list">
                {mainNav.map((item) => (
                  <li key={item.to}>
                    <NavLink className="shell__nav-link" to={item.to} end={item.end}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <SearchBox />
              <AccountMenu className="shell__sign-in" />
            </nav>
          )}
        </div>
        {showCreditsBar && <CreditsBar />}
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="shell__footer">
        <SiteFooterLinks />
        <nav aria-label={t('footer.label')}>
          <ul className="shell__footer-list">
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="shell__version">{t('brand.version', { version: BRAND_VERSION })}</p>
      </footer>
    </div>
  );
}

function useShowCreditsBar(): boolean {
  const matches = useMatches();
  const { pathname } = useLocation();
  return showsCreditsBar(pathname, matches);
}
