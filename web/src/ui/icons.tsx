/** Line icons drawn inline (nothing downloaded); decorative: the control carries the name. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const SearchIcon = () => <Icon d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4.5 4.5" />;
export const MenuIcon = () => <Icon d="M4 7h16M4 12h16M4 17h16" />;
export const CloseIcon = () => <Icon d="M6 6l12 12M18 6 6 18" />;
export const PersonIcon = () => (
  <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5" />
);
export const LockIcon = () => <Icon d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z" />;
export const PlayIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </svg>
);
