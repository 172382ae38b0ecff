import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Title } from '@app/domain';
import { Modal } from '#app/ui/modal.tsx';
import { onMobileBrowser } from '#app/lib/mobile-browser.ts';
import { appLinkOf } from '#app/features/commerce/app-link.ts';

/**
 * Play (account spec §1, §8): in a mobile browser an app link opens the title in the app; a
 * desktop browser cannot play titles and says so in a modal alert.
 */
export function PlayButton({ title, name }: { title: Pick<Title, 'id'>; name: string }) {
  const { t } = useTranslation();
  const [alertOpen, setAlertOpen] = useState(false);
  const label = t('commerce.play.buttonTitle', { title: name });
  if (onMobileBrowser()) {
    return (
      <a className="button" href={appLinkOf(title.id)} aria-label={label}>
        {t('commerce.play.button')}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        aria-label={label}
        onClick={() => setAlertOpen(true)}
      >
        {t('commerce.play.button')}
      </button>
      <Modal
        open={alertOpen}
        onClose={() => setAlertOpen(false)}
        title={t('commerce.play.alertTitle')}
      >
        <div className="purchase-dialog" role="alert">
          <p>{t('commerce.play.alertText')}</p>
          <div className="purchase-dialog__actions">
            <button type="button" className="button" onClick={() => setAlertOpen(false)}>
              {t('commerce.flow.ok')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
