import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useLiveUpdates } from '../../lib/live/use-live-updates.ts';
import { SessionEndedRedirect } from '../../lib/session/components/session-ended-redirect.tsx';
import { SignInModalProvider } from '../../lib/session/sign-in-modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SiteBanners } from '../../features/marketing/components/site-banners.tsx';
import { AppShell } from './app-shell.tsx';
import { ConnectionToast } from './connection-toast.tsx';

/** The layout of every page: the shell around the current route. */
export function RootLayout() {
  useLiveUpdates();
  return (
    <SignInModalProvider>
      <AppShell>
        <NavigationProgress />
        <SessionEndedRedirect />
        <Outlet />
        {/* After the page, so that it sticks to the bottom of the screen, not above the page. */}
        <SiteBanners />
        <ScrollRestoration />
        <ConnectionToast />
      </AppShell>
    </SignInModalProvider>
  );
}

/** Shown on the first load while the first route's code arrives. */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <Spinner label={t('common.pageLoading')} />
    </AppShell>
  );
}

/** A thin bar while the next page's code or data loads; the current page stays usable. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label={t('common.pageLoading')} />;
}
