import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { alertsAreOn, setAlertsOn } from '#app/lib/notifications.ts';

/**
 * Alerts in settings (account spec §8: 'notification-service-disabled.' when alerts are off): the
 * customer turns off the pop-ups about connection failures and busy moments. Kept in this
 * browser's local storage (§9), so it needs no PIN and changes nothing on the account.
 */
export function AlertsSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(alertsAreOn);
  return (
    <>
      <h2 id={headingId}>{t('settings.alerts.heading')}</h2>
      <p>{t('settings.alerts.text')}</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => {
            setAlertsOn(event.target.checked);
            setOn(event.target.checked);
          }}
        />
        <span>{t('settings.alerts.label')}</span>
      </label>
    </>
  );
}
