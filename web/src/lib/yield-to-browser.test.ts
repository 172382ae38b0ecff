import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a task of its own, after what was already waiting', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a task already waiting'), 0);
    queueMicrotask(() => order.push('the same task'));
    await yieldToBrowser();
    order.push('resumed');
    expect(order).toEqual(['the same task', 'a task already waiting', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(async () => {});
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
