import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { PageMeta } from '#app/content/marketing/types.ts';
import { DocumentHead } from '#app/ui/document-head.tsx';

/** The page's title, description and keywords (issue 9 "pageDescription, pageKeywords"). */
export function PageHead({ meta }: { meta: PageMeta }) {
  const { t } = useTranslation();
  return (
    <DocumentHead
      title={`${meta.title} – ${t('brand.name')}`}
      description={meta.description}
      keywords={meta.keywords.join(', ')}
    />
  );
}
