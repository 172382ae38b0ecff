import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFirstScreenFirst } from './use-first-screen-first.ts';

const seen: boolean[] = [];

function Page() {
  const all = useFirstScreenFirst();
  seen.push(all);
  return <p>{all ? 'whole page' : 'first screen'}</p>;
}

describe('useFirstScreenFirst', () => {
  it('draws the first screen, then the whole page, on a page the browser renders itself', async () => {
    seen.length = 0;
    render(<Page />);
    expect(await screen.findByText('whole page')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });

  it('renders the whole page on the server and hydrates it as it is', async () => {
    seen.length = 0;
    const html = renderToString(<Page />);
    expect(html).toContain('whole page');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen).not.toContain(false);
    // Hydrated once, and not rendered again: no second pass over a whole page.
    expect(seen).toHaveLength(2);
    expect(container.textContent).toBe('whole page');
    container.remove();
  });
});
