import { useTranslation } from 'react-i18next';
import type { PageMeta } from '#app/content/marketing/types.ts';

/**
 * The page's title, description and keywords (issue 9 "pageDescription, pageKeywords"); React 19
 * hoists these into <head>.
 */
export function PageHead({ meta }: { meta: PageMeta }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${meta.title} – ${t('brand.name')}`}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
    </>
  );
}
