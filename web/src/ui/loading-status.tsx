import type { ReactNode } from 'react';

/**
 * A placeholder in the final content's shape while it loads (issue 21): screen readers hear
 * `label`, and the grey blocks inside, which the caller hides from them, are not read.
 */
export function LoadingStatus({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-label={label}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
