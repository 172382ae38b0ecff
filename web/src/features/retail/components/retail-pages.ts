// The retail site's pages, one chunk: they are small and visited together.
export { RetailCreditsPage } from './retail-credits-page.tsx';
export { RetailHelpPage } from './retail-help-page.tsx';
export { RetailLogonPage } from './retail-logon-page.tsx';
export { RetailPartnerAppsPage } from './retail-partner-apps-page.tsx';
export { RetailSettingsPage } from './retail-settings-page.tsx';
