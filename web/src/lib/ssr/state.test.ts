import { describe, expect, it } from 'vitest';
import { hydratesAs, type SsrState } from './state.ts';

const drawnFor = (brand: string | undefined): SsrState => ({
  queries: { mutations: [], queries: [] },
  router: { loaderData: {}, actionData: null, errors: null },
  ...(brand === undefined ? {} : { brand }),
});

describe('hydratesAs', () => {
  it("hydrates a page drawn for the tab's brand", () => {
    expect(hydratesAs(drawnFor('vendor'), 'vendor')).toBe(true);
  });

  it('renders afresh a page drawn for another brand than the one the tab keeps', () => {
    expect(hydratesAs(drawnFor('default'), 'vendor')).toBe(false);
    expect(hydratesAs(drawnFor(undefined), 'default')).toBe(false);
  });

  it('renders afresh where the server sent no state', () => {
    expect(hydratesAs(null, 'default')).toBe(false);
  });
});
