import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { ScrollRestoration, useNavigation } from 'react-router';
import { useLiveUpdates } from '#app/lib/live/use-live-updates.ts';
import { SessionEndedRedirect } from '#app/lib/session/components/session-ended-redirect.tsx';
import { SignInModalProvider } from '#app/lib/session/sign-in-modal.tsx';
import { PageSkeleton } from '#app/ui/page-skeleton.tsx';
import { SiteBanners } from '#app/features/marketing/components/site-banners.tsx';
import { AppShell } from './app-shell.tsx';
import { ConnectionToast } from './connection-toast.tsx';
import { KeptOutlet } from './kept-outlet.tsx';

/**
 * The layout of every page: the shell around the current route. It reads nothing that changes as
 * the page comes alive (the session, the clock): a render of the layout would hand every region
 * of the shell new children, and React would then hydrate them all at once, in one long task,
 * rather than one by one (ui/hydrate-apart.tsx). What needs such a value is a part of its own.
 */
export function RootLayout() {
  return (
    <SignInModalProvider>
      <LiveUpdates />
      <AppShell banners={<SiteBanners />}>
        <NavigationProgress />
        <SessionEndedRedirect />
        <KeptOutlet />
        <ScrollRestoration />
        <ConnectionToast />
      </AppShell>
    </SignInModalProvider>
  );
}

/** The household's live socket (useLiveUpdates), apart from the layout. */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

/** Shown on the first load while the first route's code arrives. */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <PageSkeleton label={t('common.pageLoading')} />
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
