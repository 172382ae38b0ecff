import { describe, expect, it } from 'vitest';
import { createRenderPace } from './render-pace.ts';

describe('the render pace', () => {
  it('after a render of D ms at a share of a half, starts none for D ms', () => {
    let now = 10_000;
    const pace = createRenderPace({ share: 0.5, now: () => now });
    expect(pace.mayStart()).toBe(true);
    const first = pace.started();
    // Renders running at once are the cap's business, not the pace's.
    expect(pace.mayStart()).toBe(true);
    now += 2_000;
    first();
    expect(pace.mayStart()).toBe(false);
    now += 1_999;
    expect(pace.mayStart()).toBe(false);
    now += 1;
    expect(pace.mayStart()).toBe(true);
  });

  it('pauses three times a render at a share of a quarter, and never at a share of 1', () => {
    let now = 0;
    const quarter = createRenderPace({ share: 0.25, now: () => now });
    const unpaced = createRenderPace({ share: 1, now: () => now });
    const ended = [quarter.started(), unpaced.started()];
    now += 100;
    for (const end of ended) end();
    now += 299;
    expect(quarter.mayStart()).toBe(false);
    expect(unpaced.mayStart()).toBe(true);
    now += 1;
    expect(quarter.mayStart()).toBe(true);
  });
});
