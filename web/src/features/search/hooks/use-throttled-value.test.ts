import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledValue } from './use-throttled-value.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottledValue (account spec §9: search input throttled 1 s)', () => {
  it('passes the first change at once, then the latest once a second', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 1000), {
      initialProps: { value: '' },
    });
    rerender({ value: 'm' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('m');

    rerender({ value: 'ma' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'mad' });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe('m');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('mad');
  });

  it('passes a change at once after a quiet second', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 1000), {
      initialProps: { value: 'a' },
    });
    act(() => vi.advanceTimersByTime(5000));
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('ab');
  });
});
