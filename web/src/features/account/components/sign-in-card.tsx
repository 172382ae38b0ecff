import { useId, type ReactNode } from 'react';
import { PageTitle } from '#app/ui/page-title.tsx';
import './account.css';

/** The frame of each sign-in step page: a narrow card named by its heading. */
export function SignInCard({
  title,
  intro,
  banner,
  children,
}: {
  title: string;
  intro?: string;
  banner?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="sign-in-card" aria-labelledby={headingId}>
      <PageTitle title={title} />
      {banner}
      <h1 id={headingId}>{title}</h1>
      {intro && <p className="sign-in-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
