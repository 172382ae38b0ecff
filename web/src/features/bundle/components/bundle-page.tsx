import { useId, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
import './bundle.css';

/** The frame of a streaming-bundle page: its title as the page's heading. */
export function BundlePage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="bundle-page" aria-labelledby={headingId}>
      <PageTitle title={title} />
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}

/** Said on a bundle page to a household without the streaming bundle. */
export function NoBundlePage() {
  const { t } = useTranslation();
  const product = t('bundle.productName');
  return (
    <BundlePage title={t('bundle.none.title', { product })}>
      <p>{t('bundle.none.text', { product, brand: t('brand.name') })}</p>
      <p className="bundle-page__links">
        <Link to={paths.settings.getHref()}>{t('bundle.none.settings')}</Link>
        <Link to={paths.contactUs.getHref()}>{t('bundle.hold.contactUs')}</Link>
      </p>
    </BundlePage>
  );
}
