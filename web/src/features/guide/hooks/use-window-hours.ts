import { useEffect, useState } from 'react';
import { guideWindowHours } from '@app/domain';

/** Hours the guide shows for the current screen width, following resizes (marketing spec §9). */
export function useWindowHours(): number {
  const [hours, setHours] = useState(() => guideWindowHours(window.innerWidth));
  useEffect(() => {
    const update = () => setHours(guideWindowHours(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return hours;
}
