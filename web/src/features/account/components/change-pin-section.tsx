import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { useDeviceWording } from '#app/lib/session/use-device-wording.ts';
import { ChangePin } from './change-pin.tsx';
import './account.css';

/**
 * Change PIN in settings (account spec §2, §5): the steps open on request and say when the new
 * PIN is saved. The main and retail settings pages both show it.
 */
export function ChangePinSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const device = useDeviceWording();
  const [changingPin, setChangingPin] = useState(false);
  const [pinChanged, setPinChanged] = useState(false);

  return (
    <>
      <h2 id={headingId}>{t('settings.changePin.heading')}</h2>
      <p>{t(`settings.changePin.intro.${device}`)}</p>
      {pinChanged && (
        <p className="settings-section__done" role="status">
          {t('settings.changePin.saved')}
        </p>
      )}
      {changingPin ? (
        <ChangePin
          onDone={(changed) => {
            setChangingPin(false);
            setPinChanged(changed);
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setPinChanged(false);
            setChangingPin(true);
          }}
        >
          {t('settings.changePin.start')}
        </button>
      )}
    </>
  );
}
