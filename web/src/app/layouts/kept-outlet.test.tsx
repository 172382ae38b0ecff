import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '#app/lib/query-keys.ts';
import { KeptOutlet } from './kept-outlet.tsx';

/** How many times each page was mounted, and what each page rendered for. */
let mounts: Record<string, number> = {};
let renderedFor: string[] = [];

function useCounted(name: string) {
  const { pathname } = useLocation();
  renderedFor.push(`${name} ${pathname}`);
  useEffect(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  }, [name]);
}

function Store() {
  useCounted('store');
  const [note, setNote] = useState('');
  return (
    <>
      <h1>The store</h1>
      <label>
        Search the store
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
    </>
  );
}

function Title() {
  useCounted('title');
  const { id } = useParams();
  return <h1>Title {id}</h1>;
}

function app() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <KeptOutlet />,
        children: [
          { path: 'store', element: <Store /> },
          { path: 'title/:id', element: <Title /> },
        ],
      },
    ],
    { initialEntries: ['/store'] },
  );
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

beforeEach(() => {
  mounts = {};
  renderedFor = [];
});

describe('KeptOutlet', () => {
  it('keeps the page just left hidden, and Back shows it as it was without mounting it again', async () => {
    const { router } = app();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the store' }), 'night');

    await act(() => router.navigate('/title/1'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Title 1');
    // Still in the document, out of sight and out of the accessibility tree.
    expect(screen.getByText('The store')).not.toBeVisible();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The store');
    expect(screen.getByRole('textbox', { name: 'Search the store' })).toHaveValue('night');
    expect(screen.getByText('Title 1')).not.toBeVisible();
    // Its effects stopped while hidden and ran again when shown; the page was never made again.
    expect(mounts.store).toBe(2);
    expect(
      renderedFor.filter((r) => r.startsWith('store')).every((r) => r === 'store /store'),
    ).toBe(true);

    await act(() => router.navigate(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Title 1');
  });

  it('updates a page in place on a move within its route, and keeps only the page just left', async () => {
    const { router } = app();
    await act(() => router.navigate('/title/1'));
    await act(() => router.navigate('/title/2'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Title 2');
    expect(screen.queryByText('Title 1')).not.toBeInTheDocument();
    expect(mounts.title).toBe(1);
    // The store, left before, is still the one kept.
    expect(screen.getByText('The store')).not.toBeVisible();

    await act(() => router.navigate('/store'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The store');
    expect(screen.getByText('Title 2')).not.toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1, hidden: true })).toHaveLength(2);
  });

  it('drops the hidden page when the household changes, so Back draws it afresh', async () => {
    const { router, queryClient } = app();
    act(() =>
      queryClient.setQueryData(queryKeys.session, {
        account: { household: { uuid: 'household-a' } },
        endedByServer: false,
      }),
    );
    await act(() => router.navigate('/title/1'));
    expect(screen.getByText('The store')).not.toBeVisible();

    act(() => queryClient.setQueryData(queryKeys.session, { account: null, endedByServer: false }));
    expect(screen.queryByText('The store')).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The store');
    expect(screen.getByRole('textbox', { name: 'Search the store' })).toHaveValue('');
  });
});
