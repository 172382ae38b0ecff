import { render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

function Enquiry({ onTake }: { onTake?: (name: string, value: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: '', topic: 'other', message: '' });
  useTypedBeforeHydration(form, (name, value) => {
    onTake?.(name, value);
    if (name in values) setValues((v) => ({ ...v, [name]: value }));
  });
  return (
    <form ref={form} aria-label="Enquiry">
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
});
