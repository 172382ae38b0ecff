import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { Account } from '@app/domain';
import translations from '../../public/i18n/default/en.json';
import { App } from '../app/app.tsx';
import { createI18n } from '../app/i18n.ts';
import { createRoutes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { SESSION_QUERY_KEY, type SessionData } from '../lib/session/session-query.ts';

interface RenderAppOptions {
  /**
   * The session the app starts with: anonymous (null, the default) or a signed-in account, known
   * without a call; 'from-api' lets the app ask the stubbed API (authenticate_with_cookie).
   */
  session?: Account | null | 'from-api';
}

/**
 * Renders the whole app (providers, shell, routes) at a URL, with the default brand's English
 * translations and a fresh query cache. Stub `fetch` for the API calls the page makes.
 */
export async function renderApp(url: string, { session = null }: RenderAppOptions = {}) {
  const i18n = await createI18n(translations);
  const queryClient = createQueryClient();
  // Tests say for themselves what a second attempt gets.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  if (session !== 'from-api') {
    queryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, {
      account: session,
      endedByServer: false,
    });
  }
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(<App i18n={i18n} queryClient={queryClient} router={router} />);
  return { ...view, router, user, queryClient };
}
