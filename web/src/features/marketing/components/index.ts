// The marketing pages, loaded as one chunk by app/routes/marketing-routes.tsx.
export { ContentPage } from './content-page.tsx';
export { HowToBuyPage } from './how-to-buy-page.tsx';
export { JobsPage, ReleaseNotesPage, ReviewsPage } from './list-pages.tsx';
export { MoviesPage } from './movies-page.tsx';
export { PackagePage } from './package-page.tsx';
export { PressReleasesPage } from './press-releases-page.tsx';
export { StreamingAppPage } from './streaming-app-page.tsx';
export { StreamingAppsPage } from './streaming-apps-page.tsx';
export { TvPage } from './tv-page.tsx';
export { WarrantyPage } from './warranty-page.tsx';
export { ResearchPage, UnsubscribePage, WelcomePage, WhatsHotPage } from './welcome-page.tsx';
export { ActivatePage } from './activate-page.tsx';
