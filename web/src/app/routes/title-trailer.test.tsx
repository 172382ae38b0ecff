import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { anAccount } from '#app/test/session-fixtures.ts';
import {
  movieTree,
  serve,
  fetchMockEachTest,
} from '#app/app/routes/test/title-details-fixtures.ts';

fetchMockEachTest();

describe('the trailer on movie details', () => {
  it('opens the trailer in a dialog and says when HLS cannot play here', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(movieTree());
    const { user } = await renderApp('/movie/details/900001');

    await user.click(await screen.findByRole('button', { name: 'Play trailer' }));

    const dialog = screen.getByRole('dialog', { name: 'Trailer: The Glasshouse Orchard' });
    // jsdom has neither Media Source Extensions nor native HLS.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The trailer cannot be played: HLS is unsupported',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a visitor who is not a customer the close-modal well under the trailer (account spec §6)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(movieTree());
    const { user } = await renderApp('/movie/details/900001');
    await user.click(await screen.findByRole('button', { name: 'Play trailer' }));

    const dialog = screen.getByRole('dialog', { name: 'Trailer: The Glasshouse Orchard' });
    const well = within(dialog).getByRole('group', { name: 'New to Home TV?' });
    expect(within(well).getByRole('link', { name: 'How to get Home TV' })).toHaveAttribute(
      'href',
      '/how-to-buy',
    );
    await user.click(within(well).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a signed-in customer no close-modal well (account spec §6)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(movieTree());
    const { user } = await renderApp('/movie/details/900001', { session: anAccount() });
    await user.click(await screen.findByRole('button', { name: 'Play trailer' }));

    const dialog = screen.getByRole('dialog', { name: 'Trailer: The Glasshouse Orchard' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('group', { name: 'New to Home TV?' }),
    ).not.toBeInTheDocument();
  });
});
