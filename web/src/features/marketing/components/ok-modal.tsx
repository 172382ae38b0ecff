import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Modal } from '#app/ui/modal.tsx';

interface OkModalProps {
  open: boolean;
  title: string;
  /** The template's paragraphs. */
  body: readonly string[];
  onClose: () => void;
}

/** The site's OK alert (marketing spec §2.3): a title, a templated body and an OK button. */
export function OkModal({ open, title, body, onClose }: OkModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="ok-modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('marketing.ok')}
        </button>
      </div>
    </Modal>
  );
}
