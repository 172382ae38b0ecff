import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { watchConnectionNotices } from '#app/lib/connection-notices.ts';
import { NotificationServiceDisabledError, notify } from '#app/lib/notifications.ts';
import { Toast, useToast } from '#app/ui/toast.tsx';

/**
 * The app-wide toast for connection failures and traffic-limiter rejections (account spec §8),
 * through the notification service: none while the customer has alerts off.
 */
export function ConnectionToast() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { toast, showToast, dismissToast } = useToast();

  useEffect(
    () =>
      watchConnectionNotices(queryClient, (notice) => {
        notify(() =>
          showToast(
            notice === 'limited'
              ? t('errors.ERR_RATE_LIMITED')
              : t('errors.network-or-server-connection-error'),
            'error',
          ),
        ).catch((error: unknown) => {
          // Alerts are off: the customer chose not to hear of it, and the page keeps its data.
          if (!(error instanceof NotificationServiceDisabledError)) throw error;
        });
      }),
    [queryClient, showToast, t],
  );

  // Mounted only while there is something to say, so that pages keep their own toast's live
  // regions to themselves; an alert is announced as it appears.
  return toast ? <Toast toast={toast} onDismiss={dismissToast} /> : null;
}
