import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { SignInCard } from './sign-in-card.tsx';

/** /account/signin/whereismycode: where to find the activation code (account spec §2). */
export function WhereIsMyCodePage() {
  const { t } = useTranslation();
  const places = [
    {
      heading: t('signIn.whereIsMyCodePage.menuHeading'),
      text: t('signIn.whereIsMyCodePage.menu'),
    },
    { heading: t('signIn.whereIsMyCodePage.boxHeading'), text: t('signIn.whereIsMyCodePage.box') },
    { heading: t('signIn.whereIsMyCodePage.appHeading'), text: t('signIn.whereIsMyCodePage.app') },
  ];
  return (
    <SignInCard
      title={t('signIn.whereIsMyCodePage.title')}
      intro={t('signIn.whereIsMyCodePage.intro', { brand: t('brand.name') })}
    >
      {places.map((place) => (
        <section key={place.heading} className="sign-in-card__section">
          <h2>{place.heading}</h2>
          <p>{place.text}</p>
        </section>
      ))}
      <p>{t('signIn.whereIsMyCodePage.stillStuck')}</p>
      <p>
        <Link className="button button--secondary" to={paths.signIn.getHref()}>
          {t('signIn.whereIsMyCodePage.back')}
        </Link>
      </p>
    </SignInCard>
  );
}
