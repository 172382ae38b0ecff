import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#app/lib/i18n/i18n-context.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRAFFIC_LIMIT_REASON } from '@app/domain';
import translations from '#i18n/default/en.json';
import { apiGet, apiPost } from '#app/api/client.ts';
import { setAlertsOn } from '#app/lib/notifications.ts';
import { createQueryClient } from '#app/lib/query-client.ts';
import { createI18n } from '#app/app/i18n.ts';
import { ConnectionToast } from './connection-toast.tsx';

const CONNECTION_TEXT =
  'Error connecting to server: We could not connect to server to complete action. Try again later.';
const LIMITED_TEXT = translations.errors.ERR_RATE_LIMITED;

const fetchMock = vi.fn<typeof fetch>();
const meta = (extra: Record<string, unknown> = {}) => ({
  error: null,
  message: null,
  timestamp: Date.now(),
  ...extra,
});
const ok = () => Response.json({ names: ['Vibe'], __meta__: meta() });
const limited = () =>
  Response.json(
    {
      __meta__: meta({
        error: 'ERR_RATE_LIMITED',
        message: 'Too many requests.',
        reason: TRAFFIC_LIMIT_REASON,
      }),
    },
    { status: 429, headers: { 'Retry-After': '60' } },
  );

function Page({ toastOnSave }: { toastOnSave: boolean }) {
  const names = useQuery({
    queryKey: ['names'],
    queryFn: () => apiGet<{ names: string[] }>('/v2/names'),
  });
  const save = useMutation({
    mutationFn: () => apiPost('/v2/names', { name: 'Kids' }),
    meta: { connectionToast: toastOnSave },
  });
  return (
    <>
      <p>{names.data ? names.data.names.join(', ') : names.isError ? 'Page error' : 'Loading'}</p>
      <button type="button" onClick={() => void names.refetch()}>
        Refresh
      </button>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
    </>
  );
}

async function renderPage({ toastOnSave = false } = {}) {
  const i18n = createI18n(translations);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Page toastOnSave={toastOnSave} />
        <ConnectionToast />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return Object.assign(userEvent.setup(), { queryClient });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ConnectionToast', () => {
  it('tells the user in the spec’s words when data on screen fails to refresh', async () => {
    fetchMock.mockResolvedValueOnce(ok()).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = await renderPage();
    await screen.findByText('Vibe');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_TEXT);
    // What was on screen stays.
    expect(screen.getByText('Vibe')).toBeInTheDocument();
  });

  it('shows nothing when the customer has turned alerts off (notification-service-disabled.)', async () => {
    setAlertsOn(false);
    fetchMock.mockResolvedValueOnce(ok()).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = await renderPage();
    await screen.findByText('Vibe');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    // The failure has reached the cache (and so the notification service) and React has drawn.
    await vi.waitFor(() => expect(user.queryClient.getQueryState(['names'])?.status).toBe('error'));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Vibe')).toBeInTheDocument();
  });

  it('says the traffic limiter refused, not that the connection failed', async () => {
    fetchMock.mockResolvedValueOnce(ok()).mockResolvedValueOnce(limited());
    const user = await renderPage();
    await screen.findByText('Vibe');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LIMITED_TEXT);
  });

  it('leaves a first load’s failure to the page’s own error state', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await renderPage();

    await screen.findByText('Page error');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toasts a failed mutation only when it asks for it', async () => {
    fetchMock.mockResolvedValueOnce(ok()).mockResolvedValueOnce(limited());
    const user = await renderPage({ toastOnSave: false });
    await screen.findByText('Vibe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toasts a failed mutation that has no place on the page for its error', async () => {
    fetchMock.mockResolvedValueOnce(ok()).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = await renderPage({ toastOnSave: true });
    await screen.findByText('Vibe');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_TEXT);
  });
});
