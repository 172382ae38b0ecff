import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { HomeMarketing } from '../../features/marketing/components/home-marketing.tsx';
import './home.css';

export function Component() {
  const { t } = useTranslation();
  const stores = [
    { to: paths.movieStore.getHref(), label: t('home.movieStore') },
    { to: paths.movieBox.getHref(), label: t('home.movieBox') },
    { to: paths.tvStore.getHref(), label: t('home.tvStore') },
  ];
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p className="home__intro">{t('home.intro')}</p>
      <nav aria-label={t('home.storesLabel')}>
        <ul className="home__stores">
          {stores.map((store) => (
            <li key={store.to}>
              <Link className="home__store" to={store.to}>
                {store.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <HomeMarketing />
    </section>
  );
}
