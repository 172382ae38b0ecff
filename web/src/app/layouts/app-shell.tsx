import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { AccountMenu } from '#app/features/account/components/account-menu.tsx';
import { CreditsBar } from '#app/features/commerce/components/credits-bar.tsx';
import { SearchBox } from '#app/features/search/components/search-box.tsx';
import { DocumentHead } from '#app/ui/document-head.tsx';
import { SiteFooterLinks } from '#app/features/marketing/components/site-footer-links.tsx';
import { useBrand } from '#app/lib/brand/use-brand.ts';
import { HydrateApart } from '#app/ui/hydrate-apart.tsx';
import { CloseIcon, MenuIcon, SearchIcon } from '#app/ui/icons.tsx';
import { showsCreditsBar, showsTopNav } from '#app/app/route-handle.ts';
import { FooterAtFirstAddress } from './footer-at-first-address.tsx';
import { useHeaderHeight } from './use-header-height.ts';
import './app-shell.css';

/**
 * Skip link, header with the main navigation, <main id="main">, the site's notices and footer:
 * every page's frame.
 */
export function AppShell({ children, banners }: { children: ReactNode; banners?: ReactNode }) {
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
    // The marketing and support pages a visitor looks for first (issue 23 "Navigation").
    { to: paths.premiumPackages.getHref(), label: t('nav.packs') },
    { to: brand.links.help, label: t('nav.help') },
    { to: brand.links.contactUs, label: t('nav.contact') },
    // No Search link: the header has the search box (desktop) or button (phone), and with the
    // links above it pushed the header onto two rows at 1280 px.
  ];
  const shellRef = useRef<HTMLDivElement>(null);
  const headerRef = useHeaderHeight(shellRef);

  return (
    <div className="shell" ref={shellRef}>
      {brand.id !== 'default' && (
        // A brand host shows its own icon and share image.
        <DocumentHead icon={brand.logo} shareImage={`/brands/${brand.id}/share.png`} />
      )}
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {/* The header, the page, the notices and the footer each come alive on their own. */}
      <HydrateApart>
        <header className="shell__header" ref={headerRef}>
          <div className="shell__bar">
            <Link className="shell__brand" to={paths.home.getHref()}>
              <img className="shell__logo" src={brand.logo} alt="" width={32} height={32} />
              <span className="shell__brand-name">{t('brand.name')}</span>
            </Link>
            {showTopNav && <MainNav items={mainNav} />}
          </div>
        </header>
      </HydrateApart>
      {/* Under the header, not in it: the sticky header stays one short row on a phone. */}
      {showCreditsBar && (
        <HydrateApart>
          <CreditsBar />
        </HydrateApart>
      )}
      <main id="main" className="shell__main" tabIndex={-1}>
        <HydrateApart>{children}</HydrateApart>
      </main>
      {/* Between the page and the footer: main is at least a screen tall, so the notices stick
          to the bottom of the screen on a short page too, and never cover the footer. */}
      <HydrateApart>{banners}</HydrateApart>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
    </div>
  );
}

/**
 * The footer. It changes with nothing a move changes: the layout's render on a move leaves it as
 * it was (memo), and its links are held to their first address (FooterAtFirstAddress).
 */
const SiteFooter = memo(function SiteFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const footerLinks = [
    { to: brand.links.help, label: t('footer.help') },
    { to: brand.links.contactUs, label: t('footer.contactUs') },
    { to: paths.terms.getHref(), label: t('footer.terms') },
    { to: paths.privacy.getHref(), label: t('footer.privacy') },
  ];
  return (
    <FooterAtFirstAddress className="shell__footer">
      <div className="shell__footer-inner">
        <SiteFooterLinks />
        <nav className="shell__footer-help" aria-label={t('footer.label')}>
          <ul className="shell__footer-list">
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <p className="shell__copyright">{t('footer.copyright', { brand: t('brand.name') })}</p>
        </nav>
      </div>
    </FooterAtFirstAddress>
  );
});

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * The main navigation. On a wide screen: the links, the search box and the account menu in one
 * row. On a phone: a search button, the account menu and a menu button that opens the links as
 * a sheet (closed by Escape, the close button, or following a link).
 */
function MainNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const sheetId = useId();
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <nav
        id={sheetId}
        className={`shell__nav${open ? ' shell__nav--open' : ''}`}
        aria-label={t('nav.label')}
      >
        <ul className="shell__nav-list">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink className="shell__nav-link" to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell__tools">
        <div className="shell__search">
          <SearchBox />
        </div>
        <Link
          className="button button--icon shell__search-button"
          to={paths.search.getHref()}
          aria-label={t('nav.search')}
        >
          <SearchIcon />
        </Link>
        <AccountMenu className="shell__sign-in" />
        <button
          type="button"
          className="button button--icon shell__menu-button"
          aria-expanded={open}
          aria-controls={sheetId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
    </>
  );
}

function useShowCreditsBar(): boolean {
  const matches = useMatches();
  const { pathname } = useLocation();
  return showsCreditsBar(pathname, matches);
}
