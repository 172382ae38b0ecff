import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { privacyBarVisible } from '@app/domain';
import { onMobileBrowser } from '../../../lib/mobile-browser.ts';
import { serverNow } from '../../../api/client.ts';
import './site-banners.css';

const COOKIES_ACCEPTED_KEY = 'marketing.cookiesAccepted';
const PRIVACY_DISMISSED_KEY = 'marketing.privacyBarDismissed';
const APP_BANNER_DISMISSED_KEY = 'marketing.appBannerDismissed';

// UI flags live in local storage (account spec §9); without storage the banners just come back.
function flag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function setFlag(key: string): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // not remembered
  }
}

function useFlag(key: string): [boolean, () => void] {
  const [value, setValue] = useState(() => flag(key));
  return [
    value,
    () => {
      setFlag(key);
      setValue(true);
    },
  ];
}

/**
 * The cookie banner, the privacy policy bar (30 days after the policy's date) and, on phones
 * and tablets, the mobile app banner (account spec §2, §9). Each goes once dismissed. They sit in
 * the page's flow, so they never cover what they are above.
 */
export function SiteBanners() {
  const { t } = useTranslation();
  const [cookiesAccepted, acceptCookies] = useFlag(COOKIES_ACCEPTED_KEY);
  const [privacyDismissed, dismissPrivacy] = useFlag(PRIVACY_DISMISSED_KEY);
  const [appDismissed, dismissApp] = useFlag(APP_BANNER_DISMISSED_KEY);
  const showPrivacy = privacyBarVisible(serverNow(), privacyDismissed);
  const showApp = !appDismissed && onMobileBrowser();
  if (cookiesAccepted && !showPrivacy && !showApp) return null;

  return (
    <div className="site-banners">
      {!cookiesAccepted && (
        <section className="site-banner" aria-label={t('marketing.banners.cookieLabel')}>
          <p>{t('marketing.banners.cookieText')}</p>
          <button type="button" className="button" onClick={acceptCookies}>
            {t('marketing.banners.cookieAccept')}
          </button>
        </section>
      )}
      {showPrivacy && (
        <section className="site-banner" aria-label={t('marketing.banners.privacyLabel')}>
          <p>
            {t('marketing.banners.privacyText')}{' '}
            <Link to="/privacy-policy">{t('marketing.banners.privacyLink')}</Link>
          </p>
          <button type="button" className="button button--secondary" onClick={dismissPrivacy}>
            {t('marketing.banners.privacyDismiss')}
          </button>
        </section>
      )}
      {showApp && (
        <section className="site-banner" aria-label={t('marketing.banners.appLabel')}>
          <p>
            {t('marketing.banners.appText')}{' '}
            <Link to="/features-and-packages/mobile">{t('marketing.banners.appLink')}</Link>
          </p>
          <button type="button" className="button button--secondary" onClick={dismissApp}>
            {t('marketing.banners.appDismiss')}
          </button>
        </section>
      )}
    </div>
  );
}
