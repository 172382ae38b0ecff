import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { titleDetailsHref } from '#app/config/paths.ts';
import { TitleTile } from '#app/ui/title-tile.tsx';
import { useRelatedTitles } from '#app/features/details/api/get-related-titles.ts';

/**
 * Six related titles (account spec §9), from the whole catalogue: they link to the stores' own
 * details routes, whatever page shows them. Nothing shows while they load or if they fail.
 */
export function RelatedTitles({ titleId }: { titleId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const related = useRelatedTitles(titleId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section className="related" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('details.related.heading')}</h2>
      <ul className="title-grid">
        {related.data.map((title) => (
          <TitleTile key={title.id} title={title} href={titleDetailsHref(title)} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
