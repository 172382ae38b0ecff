import { useEffect, useRef } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { signInPartnerOf } from '#app/config/partners.ts';
import { paths } from '#app/config/paths.ts';
import { ActivationCodeForm } from '#app/lib/session/components/activation-code-form.tsx';
import { FIRST_SIGN_IN_STEP } from '#app/lib/session/sign-in-flow.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { Spinner } from '#app/ui/spinner.tsx';
import { useSignInPages } from '#app/features/account/hooks/use-sign-in-pages.ts';
import { SignInCard } from './sign-in-card.tsx';

/**
 * /account/signin (also /account/signin/{code}, /code/{code}, /go-to-partner/{partner}): the
 * activation code step (account spec §2, §4). msg=signedOut, msg=sessionExpired and msg=linkExpired
 * say why the user is here; activationcode prefills; partner names where the user is going.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const partnerName = params.partner ?? search.get('partner');
  const partner = signInPartnerOf(partnerName);
  const { go } = useSignInPages({ destination: partner?.destination });
  const cookieChecked = useRef(false);

  const initialCode =
    params.activationcode ?? search.get('activationcode') ?? stateCode(location.state);
  const msg = search.get('msg');

  // Cookie sign-in (§4): a signed-in customer goes on, a box without a PIN goes to set one.
  useEffect(() => {
    if (session.checking || cookieChecked.current) return;
    cookieChecked.current = true;
    if (!session.account) return;
    go(
      FIRST_SIGN_IN_STEP,
      { type: 'sign-in-with-cookie', result: session.isCustomer ? 'signedIn' : 'activated' },
      session.account,
    );
  }, [session.checking, session.account, session.isCustomer, go]);

  const banner = (
    <>
      {msg === 'signedOut' && (
        <div className="sign-in-alert sign-in-alert--info" role="status">
          <p className="sign-in-alert__title">{t('session.signedOut')}</p>
        </div>
      )}
      {msg === 'sessionExpired' && (
        <div className="sign-in-alert" role="alert">
          <p className="sign-in-alert__title">{t('session.expired')}</p>
        </div>
      )}
      {msg === 'linkExpired' && (
        <div className="sign-in-alert" role="alert">
          <p className="sign-in-alert__title">{t('session.linkExpired.title')}</p>
          <p className="sign-in-alert__text">{t('session.linkExpired.text')}</p>
        </div>
      )}
      {partner && (
        <p className="sign-in-card__banner">
          {t('signIn.partnerBanner', { partner: partner.name })}
        </p>
      )}
      {/* The link's text is never shown: a page must not say what any URL tells it to. */}
      {partnerName && !partner && (
        <div className="sign-in-alert" role="alert">
          <p className="sign-in-alert__title">{t('signIn.unknownPartner.title')}</p>
          <p className="sign-in-alert__text">{t('signIn.unknownPartner.text')}</p>
        </div>
      )}
    </>
  );

  return (
    <SignInCard
      title={t('signIn.title')}
      intro={t('signIn.intro', { brand: t('brand.name') })}
      banner={banner}
    >
      {session.checking ? (
        <Spinner label={t('session.checking')} size="small" />
      ) : (
        <ActivationCodeForm
          initialCode={initialCode}
          onActivated={({ result, activationCode, account }) =>
            go(
              FIRST_SIGN_IN_STEP,
              { type: 'signed-in-with-activation-code', result, activationCode },
              account,
            )
          }
          footer={
            <p className="sign-in-card__help">
              <Link to={paths.whereIsMyCode.getHref()}>{t('signIn.whereIsMyCode')}</Link>
            </p>
          }
        />
      )}
    </SignInCard>
  );
}

/** The code the PIN page came back with (go back from the PIN check). */
function stateCode(state: unknown): string | null {
  const code = (state as { activationCode?: unknown } | null)?.activationCode;
  return typeof code === 'string' ? code : null;
}
