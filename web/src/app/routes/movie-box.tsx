import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { paths } from '#app/config/paths.ts';
import { StoreCatalogue } from '#app/features/store/components/store-catalogue.tsx';

/** Movie Box: the movies of the Movie Box plan (its subscription includes them). */
export function Component() {
  const { t } = useTranslation();
  return (
    <StoreCatalogue
      contentClass="movie"
      view="movie_box"
      heading={t('movieBox.title')}
      intro={t('movieBox.intro')}
      hrefFor={({ genre, sort }) => paths.movieBox.getHref(genre, sort)}
      detailsArea="movieBox"
    />
  );
}
