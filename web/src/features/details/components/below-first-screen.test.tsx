import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BelowFirstScreen } from './below-first-screen.tsx';

/** What each commit of the title page showed: its first screen, and whether the rest was there. */
let commits: string[] = [];

function FirstScreen() {
  useLayoutEffect(() => {
    commits.push(screen.queryByText('Reviews') ? 'with the rest' : 'first screen alone');
  });
  return <h1>A title</h1>;
}

function TitlePage() {
  return (
    <article>
      <FirstScreen />
      <BelowFirstScreen>
        <h2>Reviews</h2>
      </BelowFirstScreen>
    </article>
  );
}

function storeAndTitle(initialEntries: string[], initialIndex: number) {
  return createMemoryRouter(
    [
      { path: '/store', element: <h1>The store</h1> },
      { path: '/title', element: <TitlePage /> },
    ],
    { initialEntries, initialIndex },
  );
}

describe('BelowFirstScreen', () => {
  it('shows a move its first screen first, then the rest, with nothing below it until then', async () => {
    commits = [];
    const router = storeAndTitle(['/store'], 0);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/title'));
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    // The first screen was committed once, alone; the rest came in a render of its own.
    expect(commits).toEqual(['first screen alone']);
  });

  it('renders the whole page at once on a move back, where the scroll position is restored', async () => {
    commits = [];
    const router = storeAndTitle(['/title', '/store'], 1);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(commits).not.toContain('first screen alone');
  });
});
