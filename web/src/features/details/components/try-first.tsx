import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import type { Title } from '@app/domain';
import { titleDetailsHref, type DetailsArea } from '#app/config/paths.ts';

/** The screening room's try-first episode, when the title has one (account spec §2). */
export function TryFirst({ episode, area }: { episode: Title | undefined; area: DetailsArea }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!episode) return null;
  return (
    <section className="try-first" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('details.tryFirst.heading')}</h2>
      <p>{t('details.tryFirst.text')}</p>
      <Link className="button button--secondary" to={titleDetailsHref(episode, area)}>
        {t('details.tryFirst.link', { episode: episode.title })}
      </Link>
    </section>
  );
}
