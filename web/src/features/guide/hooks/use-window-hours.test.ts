import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guideWindowHours } from '@app/domain';
import { useWindowHours } from './use-window-hours.ts';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const startWidth = window.innerWidth;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: startWidth });
});

describe('useWindowHours', () => {
  it('samples resizes every 200 ms instead of following each event (account spec §9)', () => {
    resizeTo(1600);
    const { result } = renderHook(() => useWindowHours());
    const wide = guideWindowHours(1600);
    const narrow = guideWindowHours(400);
    expect(narrow).not.toBe(wide);
    expect(result.current).toBe(wide);

    // A drag: many events, the window's width read once per sample.
    resizeTo(900);
    act(() => vi.advanceTimersByTime(100));
    resizeTo(400);
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(wide);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(narrow);

    resizeTo(1600);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(narrow);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(wide);
  });

  it("reads the window's width on resizes, not in each render (a read can lay out the page)", () => {
    resizeTo(1600);
    let reads = 0;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        reads++;
        return 1600;
      },
    });
    const { result, rerender } = renderHook(() => useWindowHours());
    const afterMount = reads;
    for (let i = 0; i < 10; i++) rerender();
    expect(result.current).toBe(guideWindowHours(1600));
    expect(reads).toBe(afterMount);
  });
});
