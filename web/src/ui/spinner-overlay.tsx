import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from './spinner.tsx';
import './modal.css';
import './spinner-overlay.css';

/**
 * The spinner modal (account spec §2): the page waits for something it cannot cancel. Covers the
 * page, which is inert meanwhile, and announces what is happening. `done`: the success spinner,
 * a tick where the ring was, which its owner shows for SUCCESS_SPINNER_MS (§9) before closing.
 */
export function SpinnerOverlay({ label, done = false }: { label: string; done?: boolean }) {
  const overlayRef = useRef<HTMLDivElement>(null);

  // Layout effect: the page is inert again in the same commit that removes the overlay, so the
  // owner can put focus back at once.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    const madeInert = Array.from(document.body.children).filter(
      (element) => element !== overlay && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    overlay?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, []);

  return createPortal(
    <div ref={overlayRef} className="modal-backdrop" tabIndex={-1}>
      <div className="spinner-overlay">
        {done ? (
          <div className="spinner-overlay__done" role="status" aria-label={label}>
            <span aria-hidden="true">✓</span>
          </div>
        ) : (
          <Spinner label={label} />
        )}
        <p aria-hidden="true">{label}</p>
      </div>
    </div>,
    document.body,
  );
}
