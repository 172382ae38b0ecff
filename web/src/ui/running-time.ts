import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { runningTime } from '@app/domain';

/**
 * Formats a running time the one way every page shows it: "1 h 52 min", "45 min", "2 h"; null
 * for a title without one.
 */
export function useRunningTime(): (durationSeconds: number) => string | null {
  const { t } = useTranslation();
  return (durationSeconds) => {
    const time = runningTime(durationSeconds);
    if (!time) return null;
    if (time.hours === 0) return t('common.runningTime.minutes', { minutes: time.minutes });
    if (time.minutes === 0) return t('common.runningTime.hours', { hours: time.hours });
    return t('common.runningTime.hoursMinutes', time);
  };
}
