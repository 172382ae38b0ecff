import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { fakeApi, okAnswer } from '#app/test/session-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('insiders', () => {
  it('lists ten questions that open one at a time, and links to register and leave', async () => {
    const { user } = await renderApp('/insiders');
    await screen.findByRole('heading', { level: 1, name: 'Insiders' });
    const questions = screen
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-expanded') && b.closest('h3'));
    expect(questions).toHaveLength(10);
    const q = screen.getByRole('button', { name: 'Who can join?' });
    expect(screen.getByText(/by invitation/i, { selector: 'p[id]' })).not.toBeVisible();
    await user.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Existing customers, by invitation/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register your interest' })).toHaveAttribute(
      'href',
      '/insiders/register',
    );
    expect(screen.getByRole('link', { name: 'Leave the programme' })).toHaveAttribute(
      'href',
      '/insiders/unregister',
    );
  });

  it('registers, with one message whether or not the address was registered before', async () => {
    const api = fakeApi({ '/v2/support/insiders': () => okAnswer({ received: true }) });
    vi.stubGlobal('fetch', api.fetch);
    const { user } = await renderApp('/insiders/register');
    await user.type(await screen.findByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail address'), 'sam@example.com');
    await user.type(screen.getByLabelText('Box ID'), 'ABC12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('you are registered');
    expect(Object.fromEntries(api.callsTo('/v2/support/insiders')[0]!.form)).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      boxId: 'ABC12345',
    });
  });

  it('refuses a short box ID and an invalid e-mail with messages', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    const { user } = await renderApp('/insiders/register');
    await user.type(await screen.findByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail address'), 'sam');
    await user.type(screen.getByLabelText('Box ID'), 'AB');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com.',
    );
    expect(screen.getByLabelText('Box ID')).toHaveAccessibleDescription(
      'Shown in Settings on your box. Enter your box ID: 4 to 40 letters, digits or dashes.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('fills the unregister form from the route and answers without telling who is registered', async () => {
    const api = fakeApi({
      '/v2/support/insiders/unregister': () => okAnswer({ received: true }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { user } = await renderApp('/insiders/unregister/sam%40example.com/ABC12340');
    expect(await screen.findByLabelText('E-mail address')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Box ID')).toHaveValue('ABC12340');
    await user.click(screen.getByRole('button', { name: 'Leave the programme' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If that e-mail address and box ID were registered, they have left the programme.',
    );
    expect(api.callsTo('/v2/support/insiders/unregister')[0]?.form.get('boxId')).toBe('ABC12340');
  });
});
