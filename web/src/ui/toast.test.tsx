import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#app/lib/i18n/i18n-context.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '@app/domain';
import translations from '#i18n/default/en.json';
import { createI18n } from '#app/app/i18n.ts';
import { Toast, useToast } from './toast.tsx';

function Page() {
  const { toast, showToast, dismissToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast('Vibe added.')}>
        Say it
      </button>
      <button type="button" onClick={() => showToast('Payment declined', 'error')}>
        Fail
      </button>
      <Toast toast={toast} onDismiss={dismissToast} />
    </>
  );
}

async function renderPage() {
  const i18n = createI18n(translations);
  render(
    <I18nProvider i18n={i18n}>
      <Page />
    </I18nProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('says a message politely and goes by itself after the spec’s 3000 ms', async () => {
    vi.useFakeTimers();
    await renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Say it' }));

    expect(screen.getByRole('status')).toHaveTextContent('Vibe added.');
    act(() => vi.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.getByText('Vibe added.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Vibe added.')).not.toBeInTheDocument();
  });

  it('says an error at once (role alert) and closes with its button', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Payment declined');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Payment declined')).not.toBeInTheDocument();
  });

  it('stays while focus is in it, then goes', async () => {
    vi.useFakeTimers();
    await renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Say it' }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());

    act(() => vi.advanceTimersByTime(TOAST_MS * 2));
    expect(screen.getByText('Vibe added.')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Say it' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByText('Vibe added.')).not.toBeInTheDocument();
  });
});
