import { useTranslation } from 'react-i18next';
import { paths } from '#app/config/paths.ts';
import { StoreCatalogue } from '#app/features/store/components/store-catalogue.tsx';

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
