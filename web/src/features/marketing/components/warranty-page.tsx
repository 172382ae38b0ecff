import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { warrantyMonths } from '@app/domain';
import { warrantyTiles, type WarrantyContent } from '#app/content/marketing/warranty.ts';
import { PageHead } from './page-head.tsx';
import './marketing.css';

/** A warranty page: the box's name and period (marketing spec §2.3, §9) and how to claim. */
export function WarrantyPage({ page }: { page: WarrantyContent }) {
  const { t } = useTranslation();
  const months = warrantyMonths(page.box);
  const title = t('marketing.warranty.title', { box: page.boxName });
  return (
    <article className="marketing-page">
      <PageHead
        meta={{
          title,
          description: t('marketing.warranty.period', { box: page.boxName, count: months / 12 }),
          keywords: ['warranty', page.boxName],
        }}
      />
      <header className="marketing-page__header">
        <h1>{title}</h1>
        <p className="marketing-page__intro">
          {t('marketing.warranty.period', { box: page.boxName, count: months / 12 })}
        </p>
        <p>{t('marketing.warranty.replacement')}</p>
      </header>
      <ul className="tile-grid">
        {warrantyTiles.map((tile) => (
          <li key={tile.title} className="feature-tile">
            <h2>{tile.title}</h2>
            <p>{tile.text}</p>
            <Link to={tile.href}>{tile.link}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
