import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { TOAST_MS } from '@app/domain';
import './toast.css';

/** 'error' toasts interrupt a screen reader (role=alert); 'info' ones wait their turn (role=status). */
export type ToastTone = 'info' | 'error';

export interface ToastMessage {
  /** A new id for each message, so the same text shown twice is shown again. */
  id: number;
  text: string;
  tone: ToastTone;
}

let nextToastId = 1;

/** One toast at a time for a page: the latest message replaces the one on screen. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const showToast = useCallback((text: string, tone: ToastTone = 'info') => {
    setToast({ id: nextToastId++, text, tone });
  }, []);
  const dismissToast = useCallback(() => setToast(null), []);
  return { toast, showToast, dismissToast };
}

interface ToastProps {
  toast: ToastMessage | null;
  onDismiss: () => void;
  /** How long a toast stays (account spec §9: 3000 ms by default). */
  durationMs?: number;
}

/**
 * A toast notification (account spec §2): a short message at the foot of the screen that goes by
 * itself after `durationMs`. It stays while the pointer is on it or focus is in it (WCAG 2.2.1),
 * and has a button to close it. Both live regions are always in the page, so that assistive
 * technology hears a message as it arrives.
 */
export function Toast({ toast, onDismiss, durationMs = TOAST_MS }: ToastProps) {
  const { t } = useTranslation();
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  const dismiss = useEffectEvent(onDismiss);

  const id = toast?.id;
  useEffect(() => {
    if (id === undefined || paused) return;
    const timer = setTimeout(() => dismiss(), durationMs);
    return () => clearTimeout(timer);
  }, [id, paused, durationMs]);

  const body = (tone: ToastTone) =>
    toast?.tone === tone ? (
      <div
        className={`toast toast--${tone}`}
        onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
        onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
        onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
        onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
      >
        <p className="toast__text">{toast.text}</p>
        <button
          type="button"
          className="toast__close"
          onClick={() => {
            setHeld({ pointer: false, focus: false });
            onDismiss();
          }}
          aria-label={t('toast.dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    ) : null;

  return (
    <div className="toast-region">
      <div role="status">{body('info')}</div>
      <div role="alert">{body('error')}</div>
    </div>
  );
}
