import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { PARENTAL_LIMITS, type ParentalControlsBody } from '@app/domain';
import { CheckPinDialog } from '#app/lib/session/components/check-pin-dialog.tsx';
import { FailureAlert } from '#app/lib/session/components/sign-in-alert.tsx';
import { applyViewingChange } from '#app/lib/session/session-actions.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { setParentalLimit } from '#app/features/account/api/set-parental-limit.ts';

type Choice = ParentalControlsBody['limit'];

/**
 * Parental controls in settings (issue 18): the highest classification the household is shown,
 * or off; saved only after the PIN, as every sensitive change is (account spec §6).
 */
export function ParentalControlsSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { account } = useSession();
  const current: Choice = account?.household.parental_limit ?? 'off';
  // Only the customer's own pick is state: until then the select follows the account, which may
  // still be on its way when the page first draws.
  const [picked, setPicked] = useState<Choice | null>(null);
  const choice = picked ?? current;
  const [checkingPin, setCheckingPin] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const selectId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    setCheckingPin(true);
  }

  async function save() {
    setCheckingPin(false);
    try {
      applyViewingChange(queryClient, await setParentalLimit(choice));
      setSaved(true);
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <>
      <h2 id={headingId}>{t('settings.parentalControls.heading')}</h2>
      <p>{t('settings.parentalControls.intro')}</p>
      {saved && (
        <p className="settings-section__done" role="status">
          {choice === 'off'
            ? t('settings.parentalControls.savedOff')
            : t('settings.parentalControls.saved', { limit: choice })}
        </p>
      )}
      <FailureAlert error={failure} />
      <form className="settings-form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('settings.parentalControls.label')}
          </label>
          <select
            id={selectId}
            className="field__input"
            value={choice}
            onChange={(event) => {
              setSaved(false);
              setPicked(event.target.value as Choice);
            }}
          >
            <option value="off">{t('settings.parentalControls.off')}</option>
            {PARENTAL_LIMITS.map((limit) => (
              <option key={limit.code} value={limit.code}>
                {t(`settings.parentalControls.limits.${limit.code}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary" disabled={choice === current}>
          {t('settings.parentalControls.save')}
        </button>
      </form>
      <CheckPinDialog
        open={checkingPin}
        intro={t('settings.parentalControls.pinIntro')}
        onVerified={() => void save()}
        onClose={() => setCheckingPin(false)}
      />
    </>
  );
}
