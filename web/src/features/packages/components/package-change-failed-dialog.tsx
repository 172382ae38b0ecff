import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { useErrorMessage } from '#app/ui/error-state.tsx';
import type { AlertFailure, PackageRequest } from '#app/features/packages/package-change.ts';

interface PackageChangeFailedDialogProps {
  failed: { request: PackageRequest; failure: AlertFailure } | null;
  onClose: () => void;
}

/** The OK alert of a refused pack change (account spec §8: 'Subscription Failed' / 'Payment declined'). */
export function PackageChangeFailedDialog({ failed, onClose }: PackageChangeFailedDialogProps) {
  const { t } = useTranslation();
  const otherMessage = useErrorMessage(
    failed?.failure.kind === 'other' ? failed.failure.error : null,
  );
  if (!failed) return null;

  const { request, failure } = failed;
  const plan = request.planName;
  const title =
    failure.kind === 'restricted'
      ? t('session.restricted.title')
      : request.action === 'cancel'
        ? t('packages.failed.cancelTitle')
        : t('packages.failed.subscribeTitle');
  const text = {
    declined: () => t('packages.failed.declined'),
    included: () => t('packages.failed.included', { plan }),
    'not-cancellable': () => t('packages.failed.notCancellable', { plan }),
    'not-subscribed': () => t('packages.failed.notSubscribed', { plan }),
    restricted: () => t('session.restricted.text'),
    other: () => otherMessage,
  }[failure.kind]();

  return (
    <Modal open onClose={onClose} title={title}>
      <div className="package-dialog">
        <p>{text}</p>
        <div className="package-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('packages.failed.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
