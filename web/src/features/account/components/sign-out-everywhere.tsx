import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { useNavigate } from 'react-router';
import { SIGN_OUT_EVERYWHERE_MIN_SPINNER_MS } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { CheckPinDialog } from '#app/lib/session/components/check-pin-dialog.tsx';
import { FailureAlert } from '#app/lib/session/components/sign-in-alert.tsx';
import { signOutEverywhere } from '#app/lib/session/session-actions.ts';
import { useDeviceWording } from '#app/lib/session/use-device-wording.ts';
import { SpinnerOverlay } from '#app/ui/spinner-overlay.tsx';

type Phase = 'idle' | 'checking-pin' | 'signing-out';

/**
 * Sign out all devices (account spec §2, §6): the PIN first, then every session of the household
 * ends; the spinner stays at least 3 s (§9) so the user sees it happen, then sign-in says so.
 */
export function SignOutEverywhere({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const device = useDeviceWording();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<unknown>(null);

  async function signOutAll() {
    setPhase('signing-out');
    setFailure(null);
    try {
      await signOutEverywhere(queryClient, SIGN_OUT_EVERYWHERE_MIN_SPINNER_MS);
      void navigate(paths.signIn.getHref({ msg: 'signedOut' }), { replace: true });
    } catch (error) {
      setFailure(error);
      setPhase('idle');
    }
  }

  return (
    <>
      <h2 id={headingId}>{t('settings.signOutEverywhere.heading')}</h2>
      <p>{t(`settings.signOutEverywhere.text.${device}`)}</p>
      <FailureAlert error={failure} />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setPhase('checking-pin')}
      >
        {t('settings.signOutEverywhere.button')}
      </button>
      <CheckPinDialog
        open={phase === 'checking-pin'}
        intro={t('settings.signOutEverywhere.pinIntro')}
        onVerified={() => void signOutAll()}
        onClose={() => setPhase('idle')}
      />
      {phase === 'signing-out' && (
        <SpinnerOverlay label={t('settings.signOutEverywhere.progress')} />
      )}
    </>
  );
}
