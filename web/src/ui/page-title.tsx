import { useTranslation } from 'react-i18next';

/** Sets the document title; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  return <title>{title ? `${title} – ${brand}` : brand}</title>;
}
