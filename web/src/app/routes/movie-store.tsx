import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { StoreCatalogue } from '../../features/store/components/store-catalogue.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <StoreCatalogue
      contentClass="movie"
      heading={t('store.movieStoreTitle')}
      hrefFor={({ genre, sort }) => paths.movieStore.getHref(genre, sort)}
    />
  );
}
