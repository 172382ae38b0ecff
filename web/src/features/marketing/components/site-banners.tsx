import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { privacyBarVisible } from '@app/domain';
import { onMobileBrowser } from '#app/lib/mobile-browser.ts';
import { serverNow } from '#app/api/client.ts';
import { COOKIE_CONSENT_KEY, giveCookieConsent } from '#app/lib/cookie-consent.ts';
import { readStored, writeStored } from '#app/lib/local-storage.ts';
import { useHydrated } from '#app/lib/use-hydrated.tsx';
import './site-banners.css';

const COOKIES_ACCEPTED_KEY = COOKIE_CONSENT_KEY;
const PRIVACY_DISMISSED_KEY = 'marketing.privacyBarDismissed';
const APP_BANNER_DISMISSED_KEY = 'marketing.appBannerDismissed';

// UI flags live in local storage (account spec §9); without storage the banners just come back.
const flag = (key: string): boolean => readStored(key) === 'true';
const setFlag = (key: string): void => writeStored(key, 'true');

/**
 * A flag kept in this browser. The server cannot read it: while the browser hydrates the server's
 * page, the flag is unset as the server rendered it, and read right after.
 */
function useFlag(key: string): [boolean, () => void] {
  const hydrated = useHydrated();
  const [setHere, markSet] = useState(false);
  return [
    setHere || (hydrated && flag(key)),
    () => {
      setFlag(key);
      markSet(true);
    },
  ];
}

/**
 * One compact bar at the bottom of the screen for the cookie notice, the privacy-policy notice
 * (30 days after the policy's date) and, on phones and tablets, the mobile app banner (account
 * spec §2, §9). Cookies and privacy share the bar; accepting it with both shown settles both,
 * as the customer has read both. The app banner waits until they are settled. Each flag is kept
 * as before. The bar sticks to the bottom of the screen and rests above the footer (AppShell
 * places it), so scrolled to the end it covers nothing.
 */
export function SiteBanners() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [cookiesAccepted, acceptCookiesFlag] = useFlag(COOKIES_ACCEPTED_KEY);
  // Usage events start with consent (lib/events listens for it).
  const acceptCookies = () => {
    acceptCookiesFlag();
    giveCookieConsent();
  };
  const [privacyDismissed, dismissPrivacy] = useFlag(PRIVACY_DISMISSED_KEY);
  const [appDismissed, dismissApp] = useFlag(APP_BANNER_DISMISSED_KEY);
  const showPrivacy = privacyBarVisible(serverNow(), privacyDismissed);
  // The server does not know the browser: the app banner comes once the page has hydrated.
  const showApp = !appDismissed && hydrated && onMobileBrowser();

  if (!cookiesAccepted || showPrivacy) {
    return (
      <section
        className="consent-bar"
        aria-label={t(
          cookiesAccepted
            ? 'marketing.banners.privacyLabel'
            : showPrivacy
              ? 'marketing.banners.consentLabel'
              : 'marketing.banners.cookieLabel',
        )}
      >
        <p className="consent-bar__text">
          {!cookiesAccepted && <>{t('marketing.banners.cookieText')} </>}
          {showPrivacy && (
            <>
              {t('marketing.banners.privacyText')}{' '}
              <Link to="/privacy-policy">{t('marketing.banners.privacyLink')}</Link>
            </>
          )}
        </p>
        {cookiesAccepted ? (
          <button type="button" className="button consent-bar__button" onClick={dismissPrivacy}>
            {t('marketing.banners.privacyDismiss')}
          </button>
        ) : (
          <button
            type="button"
            className="button consent-bar__button"
            onClick={() => {
              acceptCookies();
              if (showPrivacy) dismissPrivacy();
            }}
          >
            {t('marketing.banners.cookieAccept')}
          </button>
        )}
      </section>
    );
  }
  if (!showApp) return null;
  return (
    <section className="consent-bar" aria-label={t('marketing.banners.appLabel')}>
      <p className="consent-bar__text">
        {t('marketing.banners.appText')}{' '}
        <Link to="/features-and-packages/mobile">{t('marketing.banners.appLink')}</Link>
      </p>
      <button
        type="button"
        className="button button--secondary consent-bar__button"
        onClick={dismissApp}
        aria-label={t('marketing.banners.appDismissLabel')}
      >
        {t('marketing.banners.appDismiss')}
      </button>
    </section>
  );
}
