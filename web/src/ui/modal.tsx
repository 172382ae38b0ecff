import { useEffectEvent, useLayoutEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading, which also names it. */
  title: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: named by its title, closes with Escape, the close button or a click outside;
 * the rest of the page is inert while it is open, focus moves to its first control and returns to
 * where it was. (Content must not autofocus on opening: the dialog would then not know where focus
 * came from.)
 * (A native <dialog> with showModal() would do most of this, but jsdom does not implement it.)
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  // A layout effect: focus and inertness change in the commit that opens or closes the dialog,
  // so a page that moves focus after it closes never races the dialog's own clean-up.
  useLayoutEffect(() => {
    if (!open) return;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const backdrop = backdropRef.current;
    const madeInert = Array.from(document.body.children).filter(
      (element) => element !== backdrop && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    const dialog = dialogRef.current;
    // The first control of the content (a form's first field) rather than the close button.
    const first =
      dialog?.querySelector<HTMLElement>(`.modal__body :is(${FOCUSABLE})`) ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (event.key === 'Tab' && dialog) {
        keepFocusInside(dialog, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of madeInert) element.removeAttribute('inert');
      returnFocusTo?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      ref={backdropRef}
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
