import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import type translation from '#i18n/default/en.json';
import './site-banners.css';

/**
 * The marketing site's links in every page's footer, so that a crawl from / reaches every page
 * (issue 9 "Done when").
 */
type FooterLinkKey = keyof (typeof translation)['marketing']['footer']['links'];

const GROUPS: readonly {
  key: 'products' | 'support' | 'company' | 'legal';
  links: [string, FooterLinkKey][];
}[] = [
  {
    key: 'products',
    links: [
      [paths.featuresAndPackages.getHref(), 'featuresAndPackages'],
      ['/ultimate-pack-offer', 'ultimatePackOffer'],
      [paths.productsCompare.getHref(), 'productsCompare'],
      ['/specs', 'specs'],
      ['/how-to-buy', 'howToBuy'],
      ['/whats-hot', 'whatsHot'],
      ['/welcome', 'welcome'],
      ['/warranty/mighty', 'warrantyMighty'],
      ['/warranty/mighty-gen4', 'warrantyMightyGen4'],
      ['/warranty/mini4k', 'warrantyMini4k'],
      ['/warranty/refurbished/mighty', 'warrantyRefurbishedMighty'],
      ['/warranty/refurbished/mighty-gen3', 'warrantyRefurbishedMightyGen3'],
    ],
  },
  {
    // Every support page a visitor may need, including those no other page links to (issue 23).
    key: 'support',
    links: [
      ['/support/still-need-help', 'stillNeedHelp'],
      ['/support/mini-closed-captioning', 'miniCaptions'],
      ['/support/competition-and-promotions', 'competitions'],
      ['/tv/popular', 'popularTv'],
    ],
  },
  {
    key: 'company',
    links: [
      ['/about-us', 'aboutUs'],
      ['/jobs', 'jobs'],
      ['/press-releases', 'pressReleases'],
      ['/reviews', 'reviews'],
      ['/release-notes', 'releaseNotes'],
      ['/research', 'research'],
      ['/packaging', 'packaging'],
      ['/opensource', 'opensource'],
    ],
  },
  {
    key: 'legal',
    links: [
      ['/website-terms-of-use', 'websiteTermsOfUse'],
      ['/general-terms-of-use', 'generalTermsOfUse'],
      ['/account-terms-of-use', 'accountTermsOfUse'],
      ['/ultimate-pack-trial-terms', 'ultimatePackTrialTerms'],
      ['/video-advertising-terms-and-conditions', 'videoAdvertisingTermsAndConditions'],
      ['/insiders-terms-and-conditions', 'insidersTermsAndConditions'],
    ],
  },
];

export function SiteFooterLinks() {
  const { t } = useTranslation();
  return (
    <div className="site-footer-links">
      {GROUPS.map((group) => (
        <nav key={group.key} aria-label={t(`marketing.footer.${group.key}`)}>
          <h2 className="site-footer-links__title">{t(`marketing.footer.${group.key}`)}</h2>
          <ul>
            {group.links.map(([href, linkKey]) => (
              <li key={href}>
                <Link to={href}>{t(`marketing.footer.links.${linkKey}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
