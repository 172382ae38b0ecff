import { render, screen, within } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

function Enquiry({
  onTake,
  onSend,
}: {
  onTake?: (name: string, value: string) => void;
  onSend?: (sent: string) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: '', topic: 'other', message: '' });
  useTypedBeforeHydration(form, (name, value) => {
    onTake?.(name, value);
    if (name in values) setValues((v) => ({ ...v, [name]: value }));
  });
  return (
    <form
      ref={form}
      aria-label="Enquiry"
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(JSON.stringify(values));
      }}
    >
      <input
        name="name"
        aria-label="Name"
        value={values.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
      />
      <select
        name="topic"
        aria-label="Topic"
        value={values.topic}
        onChange={(e) => setValues((v) => ({ ...v, topic: e.target.value }))}
      >
        <option value="billing">Billing</option>
        <option value="other">Something else</option>
      </select>
      <textarea
        name="message"
        aria-label="Message"
        value={values.message}
        onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
      />
      <output aria-label="Will send">{JSON.stringify(values)}</output>
    </form>
  );
}

/** The server's HTML in the page, as the browser shows it before the app's script runs. */
function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Enquiry />);
  document.body.append(container);
  return container;
}

describe('useTypedBeforeHydration', () => {
  it('takes up what was typed and chosen before the page hydrated', () => {
    const container = serverRendered();
    const server = within(container);
    (server.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value = 'Ann Lee';
    (server.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement).value = 'billing';
    (server.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value =
      'My box shows a red light.';

    render(<Enquiry />, { container, hydrate: true });

    expect(screen.getByRole('status', { name: 'Will send' })).toHaveTextContent(
      JSON.stringify({ name: 'Ann Lee', topic: 'billing', message: 'My box shows a red light.' }),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Lee');
  });

  it('hands over nothing when nothing was typed', () => {
    const container = serverRendered();
    const take = vi.fn();

    render(<Enquiry onTake={take} />, { container, hydrate: true });

    expect(take).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('other');
  });

  it('has what was typed as soon as the form has hydrated, for a tap that comes at once', async () => {
    const container = serverRendered();
    (within(container).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value =
      'Ann Lee';
    const sent: string[] = [];
    /** A tap on Send in the first task after the form hydrates, before React's passive effects. */
    function TapAtOnce() {
      useLayoutEffect(() => {
        queueMicrotask(() => container.querySelector('form')!.requestSubmit());
      }, []);
      return null;
    }
    // React's own scheduling, not act(), which runs every effect before anything else.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    try {
      const root = hydrateRoot(
        container,
        <>
          <Enquiry onSend={(values) => sent.push(values)} />
          <TapAtOnce />
        </>,
      );
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(JSON.parse(sent[0]!)).toMatchObject({ name: 'Ann Lee' });
      root.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
