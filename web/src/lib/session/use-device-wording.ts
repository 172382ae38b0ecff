import { useSession } from './use-session.ts';

/**
 * Which words fit the household's device (account spec §6): standalone users have no set-top box,
 * so copy says "your app" where it would say "your box". Translations hold both, as `box` and `app`.
 */
export function useDeviceWording(): 'box' | 'app' {
  return useSession().isStandalone ? 'app' : 'box';
}
