import { useTranslation } from 'react-i18next';
import { DocumentHead } from './document-head.tsx';

/** Sets the document title: the page's name and the brand's. */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  return <DocumentHead title={title ? `${title} – ${brand}` : brand} />;
}
