import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { okAnswer, refusal } from '#app/test/session-fixtures.ts';
import { stubApi } from '#app/features/marketing/test/marketing-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('news and research sign-ups', () => {
  it('the welcome page opens the trial offer and the newsletter modals', async () => {
    const api = stubApi({
      '/v2/support/news': () => okAnswer({ subscribed: true }),
    });
    const { user } = await renderApp('/welcome');
    await user.click(await screen.findByRole('button', { name: 'See the trial offer' }));
    const trial = await screen.findByRole('dialog', { name: 'Try every premium channel free' });
    await user.click(within(trial).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Sign up for news' }));
    const news = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    await user.type(within(news).getByLabelText('E-mail address'), 'viewer@example.com');
    await user.click(within(news).getByRole('button', { name: 'Sign me up' }));
    expect(await within(news).findByRole('status')).toHaveTextContent('You’re on the list.');
    const sent = api.callsTo('/v2/support/news');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      email: 'viewer@example.com',
      source: 'welcome',
    });
  });

  it('the news sign-up shows the network error and keeps the address when the server cannot be reached', async () => {
    let reachable = false;
    stubApi({
      '/v2/support/news': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return okAnswer({ subscribed: true });
      },
    });
    const { user } = await renderApp('/welcome');
    await user.click(await screen.findByRole('button', { name: 'Sign up for news' }));
    const news = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    await user.type(within(news).getByLabelText('E-mail address'), 'viewer@example.com');
    await user.click(within(news).getByRole('button', { name: 'Sign me up' }));
    expect(await within(news).findByRole('alert')).toHaveTextContent(
      'We could not connect to server to complete action.',
    );
    expect(within(news).queryByRole('status')).not.toBeInTheDocument();
    expect(within(news).getByLabelText('E-mail address')).toHaveValue('viewer@example.com');
    reachable = true;
    await user.click(within(news).getByRole('button', { name: 'Sign me up' }));
    expect(await within(news).findByRole('status')).toHaveTextContent('You’re on the list.');
  });

  it('the research sign-up is sent to the server and only then leads to its thank-you page', async () => {
    const api = stubApi({
      '/v2/support/news': () => okAnswer({ subscribed: true }),
    });
    const { user } = await renderApp('/research');
    await user.type(await screen.findByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks for joining in' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('/v2/support/news')[0]!.form)).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      source: 'research',
    });
  });

  it('the research sign-up stays on the form with what was typed when the server refuses it', async () => {
    stubApi({
      '/v2/support/news': () =>
        refusal('ERR_VALIDATION', 'Enter an e-mail address like name@example.com.', 400),
    });
    const { user } = await renderApp('/research');
    await user.type(await screen.findByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('e-mail address like');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help shape what we build');
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam');
  });

  it('the unsubscribe page unsubscribes with the link token on one click', async () => {
    const api = stubApi({
      '/v2/support/news/unsubscribe': () => okAnswer({ unsubscribed: true }),
    });
    const { user } = await renderApp('/unsubscribe?token=abcdefghijklmnopqrstuvwx');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
    expect(api.callsTo('/v2/support/news/unsubscribe')[0]!.form.get('token')).toBe(
      'abcdefghijklmnopqrstuvwx',
    );
  });
});
