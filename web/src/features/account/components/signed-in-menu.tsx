import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { signOut } from '#app/lib/session/session-actions.ts';
import { PersonIcon } from '#app/ui/icons.tsx';
import './account-menu.css';

/** The header's menu for a signed-in customer: My Stuff, packages, settings and Sign out. */
export function SignedInMenu({
  className,
  settingsHref,
  showPackages,
}: {
  className?: string | undefined;
  settingsHref: string;
  showPackages: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const menuId = useId();
  // Open on the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Closes on Escape and on a click or focus outside.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpenOn(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  async function onSignOut() {
    setOpen(false);
    await signOut(queryClient);
    void navigate(paths.signIn.getHref({ msg: 'signedOut' }));
  }

  return (
    // The outer element is placed by the header; the inner one anchors the list to the button.
    <div className={className}>
      <div ref={rootRef} className="account-menu">
        <button
          ref={buttonRef}
          type="button"
          className="button account-menu__button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <PersonIcon />
          <span className="account-menu__label">{t('session.menu.label')}</span>
        </button>
        <ul id={menuId} className="account-menu__list" hidden={!open}>
          <li>
            <Link className="account-menu__item" to={paths.myStuff.getHref()}>
              {t('session.menu.myStuff')}
            </Link>
          </li>
          {showPackages && (
            <li>
              <Link className="account-menu__item" to={paths.packageManagement.getHref()}>
                {t('session.menu.myPackages')}
              </Link>
            </li>
          )}
          <li>
            <Link className="account-menu__item" to={settingsHref}>
              {t('session.menu.settings')}
            </Link>
          </li>
          <li>
            <button type="button" className="account-menu__item" onClick={() => void onSignOut()}>
              {t('session.menu.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
