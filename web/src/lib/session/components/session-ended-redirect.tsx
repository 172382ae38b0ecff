import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { safeReturnUrl } from '#app/lib/session/destination.ts';
import { acknowledgeSessionEnded } from '#app/lib/session/session-actions.ts';
import { useSession } from '#app/lib/session/use-session.ts';

/**
 * After the server ended the session (signed out everywhere, expired, suspended: account spec §4)
 * the sign-in page says so (§8), and brings the user back here after signing in again.
 */
export function SessionEndedRedirect() {
  const { endedByServer } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    // A mustLogIn page's loader redirects by itself; wait for a navigation under way to settle.
    if (!endedByServer || navigation.state !== 'idle') return;
    acknowledgeSessionEnded(queryClient);
    const here = safeReturnUrl(location.pathname + location.search) ?? undefined;
    void navigate(paths.signIn.getHref({ msg: 'sessionExpired', returnUrl: here }), {
      replace: true,
    });
  }, [endedByServer, navigation.state, location, navigate, queryClient]);

  return null;
}
