import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useParams } from 'react-router';
import {
  formatPrice,
  packageAllChannels,
  packageChannelTiles,
  packageNotFoundMessage,
  toggleSelection,
  type MarketingChannel,
  type PublicPlan,
} from '@app/domain';
import { packageHref } from '#app/config/paths.ts';
import {
  packagePageMeta,
  packagePages,
  packagesIndexMeta,
  planOfPack,
  type PackageContent,
  type PackageGroup,
} from '#app/content/marketing/packages.ts';
import { ReportNotFound } from '#app/lib/ssr/not-found.tsx';
import { ErrorState } from '#app/ui/error-state.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { usePublicPlans } from '#app/features/marketing/api/get-public-plans.ts';
import { PackAction, useHeldPack } from './pack-action.tsx';
import { PackChannelLogo } from './pack-channel-logo.tsx';
import { PageHead } from './page-head.tsx';
import './marketing.css';

/**
 * /packages/premium-channels/{pack} and /packages/special-interest/{pack} (marketing spec §2.1):
 * the pack's price, channel count and channel tiles from the plan list; without a pack, the
 * group's packs. A pack the list lacks reads 'Nominated package {name} not found' (§5).
 */
export function PackagePage({ group }: { group: PackageGroup }) {
  const { subPathName, channel } = useParams();
  const pack = subPathName
    ? packagePages[group].find((p) => p.slug === subPathName.toLowerCase())
    : undefined;
  if (!subPathName) return <PackageIndex group={group} />;
  // The page's key resets the selected tile when another pack opens.
  return (
    <PackageDetails
      key={subPathName}
      group={group}
      pack={pack}
      name={pack?.planName ?? subPathName}
      channelParam={channel}
    />
  );
}

function PlansState({ children }: { children: (answer: PlansAnswer) => ReactNode }) {
  const { t } = useTranslation();
  const plans = usePublicPlans();
  if (plans.isPending) return <Spinner label={t('marketing.packages.loading')} />;
  if (plans.isError) {
    return (
      <ErrorState
        title={t('marketing.packages.failed')}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  return <>{children(plans.data)}</>;
}

type PlansAnswer = NonNullable<ReturnType<typeof usePublicPlans>['data']>;

function PackageIndex({ group }: { group: PackageGroup }) {
  const { t } = useTranslation();
  const meta = packagesIndexMeta[group];
  return (
    <article className="marketing-page">
      <PageHead meta={meta} />
      <header className="marketing-page__header">
        <h1>{meta.heading}</h1>
        <p className="marketing-page__intro">{meta.description}</p>
      </header>
      <PlansState>
        {(answer) => (
          <ul className="tile-grid">
            {packagePages[group].map((pack) => {
              const plan = planOfPack(pack, answer.plans);
              return (
                <li key={pack.slug} className="feature-tile">
                  <h2>
                    <Link to={packageHref(group, pack.slug)}>
                      {t('marketing.packages.packName', { name: pack.planName })}
                    </Link>
                  </h2>
                  <p>{pack.tagline}</p>
                  {plan && <PriceLine plan={plan} />}
                </li>
              );
            })}
          </ul>
        )}
      </PlansState>
    </article>
  );
}

function PriceLine({ plan }: { plan: PublicPlan }) {
  const { t } = useTranslation();
  return (
    <p className="package-facts">
      {t('marketing.packages.price', { price: formatPrice(plan.display_price) })}
      {' · '}
      {t('marketing.packages.channelCount', { count: plan.channel_count })}
    </p>
  );
}

interface PackageDetailsProps {
  group: PackageGroup;
  pack: PackageContent | undefined;
  name: string;
  channelParam: string | undefined;
}

function PackageDetails({ group, pack, name, channelParam }: PackageDetailsProps) {
  const { t } = useTranslation();
  if (!pack) {
    return (
      <article className="marketing-page">
        <PageHead meta={{ title: packageNotFoundMessage(name), description: '', keywords: [] }} />
        <ReportNotFound />
        <h1>{t('marketing.packages.notFoundTitle')}</h1>
        <p role="alert">{packageNotFoundMessage(name)}</p>
        <Link to={packageHref(group)}>{packagesIndexMeta[group].heading}</Link>
      </article>
    );
  }
  // The heading and tagline need no data, so the prerendered page has them at once.
  return (
    <article className="marketing-page">
      <PageHead meta={packagePageMeta(pack)} />
      <header className="marketing-page__header">
        <h1>{t('marketing.packages.packName', { name: pack.planName })}</h1>
        <p className="marketing-page__intro">{pack.tagline}</p>
      </header>
      <PlansState>
        {(answer) => {
          const plan = planOfPack(pack, answer.plans);
          if (!plan) return <p role="alert">{packageNotFoundMessage(pack.planName)}</p>;
          return (
            <PackagePlan
              plan={plan}
              plans={answer.plans}
              channels={answer.channels}
              channelParam={channelParam}
            />
          );
        }}
      </PlansState>
    </article>
  );
}

interface PackagePlanProps {
  plan: PublicPlan;
  plans: readonly PublicPlan[];
  channels: Record<string, MarketingChannel>;
  channelParam: string | undefined;
}

function PackagePlan({ plan, plans, channels, channelParam }: PackagePlanProps) {
  const { t } = useTranslation();
  const channelOf = (id: number) => channels[String(id)];
  const known = (c: MarketingChannel | undefined): c is MarketingChannel => c !== undefined;
  // The spec's tiles first (§9: 8, or 4 of each of Ultimate's packs); "See all" adds the rest.
  const firstTiles = packageChannelTiles(plan, plans).map(channelOf).filter(known);
  const allTiles = packageAllChannels(plan, plans).map(channelOf).filter(known);
  const preselectedIndex = allTiles.findIndex((c) => c.epg_id === channelParam?.toLowerCase());
  const preselected = allTiles[preselectedIndex]?.id ?? null;
  const [selected, setSelected] = useState<number | null>(preselected);
  // A channel named in the address that is not among the first tiles opens the whole list.
  const [showAll, setShowAll] = useState(preselectedIndex >= firstTiles.length);
  const tiles = showAll ? allTiles : firstTiles;
  const hiddenCount = allTiles.length - firstTiles.length;
  const listId = useId();
  const chosen = tiles.find((c) => c.id === selected);
  const held = useHeldPack(plan);

  return (
    <>
      <div className="marketing-page__header">
        <p>{plan.description}</p>
        <PriceLine plan={plan} />
        {held ? (
          <p className="package-held">
            {t('marketing.packages.held', { name: plan.name })} <PackAction plan={plan} held />
          </p>
        ) : (
          <PackAction plan={plan} held={false} />
        )}
      </div>
      <section className="marketing-page__section" aria-labelledby="pack-channels">
        <h2 id="pack-channels">{t('marketing.packages.channels')}</h2>
        {tiles.length === 0 ? (
          <p>{t('marketing.packages.noChannels')}</p>
        ) : (
          <ul id={listId} className="channel-tiles">
            {tiles.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="channel-tile"
                  aria-pressed={c.id === selected}
                  onClick={() => setSelected((s) => toggleSelection(s, c.id))}
                >
                  <PackChannelLogo channel={c} />
                  <span>{c.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {hiddenCount > 0 && (
          <button
            type="button"
            className="button button--secondary channel-tiles__more"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((shown) => !shown)}
          >
            {showAll
              ? t('marketing.packages.fewerChannels')
              : t('marketing.packages.allChannels', { count: allTiles.length })}
          </button>
        )}
        <p className="channel-tiles__detail" aria-live="polite">
          {chosen &&
            t('marketing.packages.channelDetail', { name: chosen.name, number: chosen.number })}
        </p>
      </section>
    </>
  );
}
