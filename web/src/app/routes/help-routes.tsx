import type { RouteObject } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { lazyPage } from './lazy-page.ts';

/**
 * The help centre, contact-us, insiders and support pages (marketing spec §2.2). Each page is its
 * own chunk; none needs a session.
 */
export function helpRoutes(): RouteObject[] {
  return [
    lazyPage(
      paths.faqs.path,
      async () =>
        (await import('#app/features/help/components/help-centre-page.tsx')).HelpCentrePage,
    ),
    lazyPage(
      paths.contactUs.path,
      async () => (await import('#app/features/support/components/contact-page.tsx')).ContactPage,
    ),
    lazyPage(
      paths.insiders.path,
      async () =>
        (await import('#app/features/support/components/insiders-pages.tsx')).InsidersPage,
    ),
    lazyPage(
      paths.insidersRegister.path,
      async () =>
        (await import('#app/features/support/components/insiders-pages.tsx')).InsidersRegisterPage,
    ),
    lazyPage(
      paths.insidersUnregister.path,
      async () =>
        (await import('#app/features/support/components/insiders-pages.tsx'))
          .InsidersUnregisterPage,
    ),
    lazyPage(
      paths.supportVideos.path,
      async () =>
        (await import('#app/features/support/components/support-videos-page.tsx'))
          .SupportVideosPage,
    ),
    lazyPage(
      paths.userGuides.path,
      async () =>
        (await import('#app/features/support/components/user-guides-page.tsx')).UserGuidesPage,
    ),
    lazyPage(
      paths.supportPage.path,
      async () =>
        (await import('#app/features/support/components/support-info-page.tsx')).SupportInfoPage,
    ),
    lazyPage(
      paths.telstraStoreSupport.path,
      async () =>
        (await import('#app/features/support/components/support-info-page.tsx'))
          .TelstraStoreSupportPage,
    ),
  ];
}
