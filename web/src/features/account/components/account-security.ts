// What other sites' settings pages (the retail site's) show of the account's own settings.
export { ChangePinSection } from './change-pin-section.tsx';
export { SignOutEverywhere } from './sign-out-everywhere.tsx';
