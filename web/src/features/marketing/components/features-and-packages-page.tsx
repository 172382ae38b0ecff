import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { formatPrice } from '@app/domain';
import { packageHref, paths } from '#app/config/paths.ts';
import { featurePages } from '#app/content/marketing/feature-pages.ts';
import { featureSummaries } from '#app/content/marketing/features-overview.ts';
import { packsWithPlans } from '#app/content/marketing/packages.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { usePublicPlans } from '#app/features/marketing/api/get-public-plans.ts';
import { FeatureIcon } from './feature-icon.tsx';
import { PackCard } from './pack-card.tsx';
import { PageHead } from './page-head.tsx';
import './marketing.css';
import './features-and-packages-page.css';

const page = featurePages['/features-and-packages'];

/**
 * /features-and-packages, the main sales page (marketing spec §2.1): every pack as a card with
 * its channels, price and an action, then what the box does. Prices and channel counts come
 * from the pack list, so this page and each pack's own page cannot disagree.
 */
export function FeaturesAndPackagesPage() {
  const { t } = useTranslation();
  return (
    <article className="marketing-page sales-page">
      <PageHead meta={page.meta} />
      <header className="sales-page__hero">
        <h1>{page.heading}</h1>
        <p className="marketing-page__intro">{page.intro}</p>
        <p className="sales-page__actions">
          <Link className="button button--large" to={paths.howToBuy.getHref()}>
            {t('marketing.salesPage.howToBuy')}
          </Link>
          <Link
            className="button button--secondary button--large"
            to={paths.productsCompare.getHref()}
          >
            {t('marketing.salesPage.compare')}
          </Link>
        </p>
      </header>
      <PackSections />
      <section className="marketing-page__section" aria-labelledby="sales-features">
        <h2 id="sales-features">{t('marketing.salesPage.features')}</h2>
        <p>{t('marketing.salesPage.featuresIntro')}</p>
        <ul className="feature-grid">
          {featureSummaries.map((feature) => (
            <li key={feature.href} className="feature-card">
              <FeatureIcon name={feature.icon} />
              <h3 className="feature-card__title">
                <Link to={feature.href}>{feature.title}</Link>
              </h3>
              <p className="feature-card__summary">{feature.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function PackSections() {
  const { t } = useTranslation();
  const plans = usePublicPlans();
  if (plans.isPending) {
    return (
      <ul className="pack-grid" aria-label={t('marketing.packages.loading')} aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="skeleton sales-page__skeleton" />
        ))}
      </ul>
    );
  }
  if (plans.isError) {
    return (
      <ErrorState
        title={t('marketing.packages.failed')}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  const { plans: all, channels } = plans.data;
  const premium = packsWithPlans('premium-channels', all);
  const ultimate = premium.find(({ plan }) => plan.kind === 'ultimate')?.plan;
  const skinny = premium.find(({ plan }) => plan.kind !== 'ultimate')?.plan;
  const groups = [
    {
      group: 'premium-channels' as const,
      heading: t('marketing.salesPage.premium'),
      intro:
        ultimate && skinny
          ? t('marketing.salesPage.premiumIntro', {
              price: formatPrice(skinny.display_price),
              ultimate: ultimate.name,
              count: ultimate.channel_count,
              ultimatePrice: formatPrice(ultimate.display_price),
            })
          : null,
      packs: premium,
    },
    {
      group: 'special-interest' as const,
      heading: t('marketing.salesPage.specialInterest'),
      intro: t('marketing.salesPage.specialInterestIntro'),
      packs: packsWithPlans('special-interest', all),
    },
  ];
  return (
    <>
      {groups.map(({ group, heading, intro, packs }) => (
        <section key={group} className="marketing-page__section" aria-labelledby={`packs-${group}`}>
          <h2 id={`packs-${group}`}>{heading}</h2>
          {intro && <p>{intro}</p>}
          <ul className="pack-grid">
            {packs.map(({ content, plan }) => (
              <li key={plan.id}>
                <PackCard
                  plan={plan}
                  plans={all}
                  channels={channels}
                  href={packageHref(group, content.slug)}
                  tagline={content.tagline}
                  headingLevel={3}
                  {...(plan.kind === 'ultimate'
                    ? { badge: t('marketing.salesPage.firstMonthFree') }
                    : {})}
                />
              </li>
            ))}
          </ul>
          <p>
            <Link to={packageHref(group)}>
              {t('marketing.salesPage.allPacks', { group: heading })}
            </Link>
          </p>
        </section>
      ))}
    </>
  );
}
