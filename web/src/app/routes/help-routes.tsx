import { lazyPage } from './lazy-page.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#app/config/paths.ts';

/**
 * The help centre, contact-us, insiders and support pages (marketing spec §2.2). Each page is its
 * own chunk; none needs a session.
 */
export function helpRoutes(): RouteObject[] {
  const page = lazyPage;
  return [
    page(
      paths.faqs.path,
      async () =>
        (await import('#app/features/help/components/help-centre-page.tsx')).HelpCentrePage,
    ),
    page(
      paths.contactUs.path,
      async () => (await import('#app/features/support/components/contact-page.tsx')).ContactPage,
    ),
    page(
      paths.insiders.path,
      async () =>
        (await import('#app/features/support/components/insiders-pages.tsx')).InsidersPage,
    ),
    page(
      paths.insidersRegister.path,
      async () =>
        (await import('#app/features/support/components/insiders-pages.tsx')).InsidersRegisterPage,
    ),
    page(
      paths.insidersUnregister.path,
      async () =>
        (await import('#app/features/support/components/insiders-pages.tsx'))
          .InsidersUnregisterPage,
    ),
    page(
      paths.supportVideos.path,
      async () =>
        (await import('#app/features/support/components/support-videos-page.tsx'))
          .SupportVideosPage,
    ),
    page(
      paths.userGuides.path,
      async () =>
        (await import('#app/features/support/components/user-guides-page.tsx')).UserGuidesPage,
    ),
    page(
      paths.supportPage.path,
      async () =>
        (await import('#app/features/support/components/support-info-page.tsx')).SupportInfoPage,
    ),
    page(
      paths.telstraStoreSupport.path,
      async () =>
        (await import('#app/features/support/components/support-info-page.tsx'))
          .TelstraStoreSupportPage,
    ),
  ];
}
