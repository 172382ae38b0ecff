import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changing at most once per `ms`: the first change passes at once, later ones wait
 * for the rest of the interval and then the latest of them passes.
 */
export function useThrottledValue<T>(value: T, ms: number): T {
  const [throttled, setThrottled] = useState(value);
  const passedAt = useRef(-Infinity);

  useEffect(() => {
    const wait = Math.max(0, passedAt.current + ms - Date.now());
    const timer = setTimeout(() => {
      passedAt.current = Date.now();
      setThrottled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);

  return throttled;
}
