import { useEffect, useState } from 'react';
import { RESIZE_SAMPLE_MS, guideWindowHours } from '@app/domain';

/**
 * Hours the guide shows for the current screen width, following resizes (marketing spec §9),
 * sampled every RESIZE_SAMPLE_MS while they last (account spec §9).
 */
export function useWindowHours(): number {
  const [hours, setHours] = useState(() => guideWindowHours(window.innerWidth));
  useEffect(() => {
    let sample: ReturnType<typeof setTimeout> | null = null;
    const onResize = () => {
      sample ??= setTimeout(() => {
        sample = null;
        setHours(guideWindowHours(window.innerWidth));
      }, RESIZE_SAMPLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (sample) clearTimeout(sample);
    };
  }, []);
  return hours;
}
