import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from './spinner.tsx';
import './modal.css';
import './spinner-overlay.css';

/**
 * The spinner modal (account spec §2): the page waits for something it cannot cancel. Covers the
 * page, which is inert meanwhile, and announces what is happening.
 */
export function SpinnerOverlay({ label }: { label: string }) {
  const overlayRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
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
        <Spinner label={label} />
        <p aria-hidden="true">{label}</p>
      </div>
    </div>,
    document.body,
  );
}
