import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import './close-modal-well.css';

/**
 * The close-modal well (account spec §6: it shows only to non-customers; decision 0034): at the
 * foot of a dialog a visitor meets before being a customer, a set-apart panel saying how to
 * become one, with a way out of the dialog. A customer never sees it.
 */
export function CloseModalWell({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { isCustomer, checking } = useSession();
  if (isCustomer || checking) return null;
  const brand = t('brand.name');
  return (
    <div
      className="close-modal-well"
      role="group"
      aria-label={t('session.closeModalWell.label', { brand })}
    >
      <p>{t('session.closeModalWell.text', { brand })}</p>
      <div className="close-modal-well__actions">
        <Link to={paths.howToBuy.getHref()} onClick={onClose}>
          {t('session.closeModalWell.link', { brand })}
        </Link>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('session.closeModalWell.close')}
        </button>
      </div>
    </div>
  );
}
