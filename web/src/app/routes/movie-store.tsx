import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
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
