import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useResolvedPath,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { FooterAtFirstAddress } from './footer-at-first-address.tsx';

/** Each link's render, by where it goes. */
const linkRenders: string[] = [];

/** A link as React Router draws one: it reads the address to resolve where it goes. */
function CountedLink({ to, children }: { to: string; children: string }) {
  useResolvedPath(to);
  linkRenders.push(to);
  return <Link to={to}>{children}</Link>;
}

const Footer = memo(function Footer() {
  return (
    <FooterAtFirstAddress className="footer">
      <CountedLink to="/terms">Terms</CountedLink>
    </FooterAtFirstAddress>
  );
});

function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <p>Now at {pathname}</p>
      <Outlet />
      <Footer />
    </>
  );
}

function app() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'store', element: <h1>The store</h1> },
          { path: 'title/:id', element: <h1>A title</h1> },
          { path: 'terms', element: <h1>Terms of use</h1> },
        ],
      },
    ],
    { initialEntries: ['/store'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('FooterAtFirstAddress', () => {
  it('keeps its links from drawing again on a move, and they still go where they say', async () => {
    const router = app();
    const rendersAtFirst = linkRenders.length;

    await act(() => router.navigate('/title/1'));
    await act(() => router.navigate('/title/2'));
    expect(screen.getByText('Now at /title/2')).toBeInTheDocument();
    expect(linkRenders).toHaveLength(rendersAtFirst);

    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of use');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry for a link to the page shown, as any link does', async () => {
    const router = app();
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(router.state.location.pathname).toBe('/terms');

    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The store');
  });
});
