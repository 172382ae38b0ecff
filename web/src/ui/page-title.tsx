import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { DocumentHead } from './document-head.tsx';

/**
 * Sets the document title (the page's name and the brand's) and, for a page that search engines
 * show, its description.
 */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  return (
    <DocumentHead
      title={title ? `${title} – ${brand}` : brand}
      {...(description !== undefined ? { description } : {})}
    />
  );
}
