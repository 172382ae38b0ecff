import type { ElementType } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import {
  formatPrice,
  packageChannelTiles,
  type MarketingChannel,
  type PublicPlan,
} from '@app/domain';
import { PackAction, useHeldPack } from './pack-action.tsx';
import { PackChannelLogo } from './pack-channel-logo.tsx';
import './pack-card.css';

/** Logos in a card's picture: a 2 × 2 mosaic. */
const MOSAIC_SIZE = 4;

/**
 * Logos for a pack's picture, spread over its tiles: Ultimate's tiles run pack by pack
 * (marketing spec §9), so every fourth tile shows one logo of each of its packs.
 */
export function mosaicChannels(tiles: readonly number[], size = MOSAIC_SIZE): number[] {
  if (tiles.length <= size) return [...tiles];
  const step = tiles.length / size;
  return Array.from({ length: size }, (_, index) => tiles[Math.floor(index * step)]!);
}

export interface PackCardProps {
  plan: PublicPlan;
  plans: readonly PublicPlan[];
  channels: Record<string, MarketingChannel>;
  /** The pack's own page. */
  href: string;
  tagline: string;
  headingLevel: 2 | 3;
  /** A short flag over the name, e.g. Ultimate's first free month. */
  badge?: string;
}

/**
 * A channel pack as a shop shows it: a picture of its channels, what it holds, its monthly price
 * and one call to action. Prices and counts come from the pack list, never from copy.
 */
export function PackCard(props: PackCardProps) {
  const { plan, plans, channels, href, tagline, headingLevel, badge } = props;
  const { t } = useTranslation();
  const held = useHeldPack(plan);
  const Heading: ElementType = `h${headingLevel}`;
  const logos = mosaicChannels(packageChannelTiles(plan, plans)).flatMap((id) => {
    const channel = channels[String(id)];
    return channel ? [channel] : [];
  });
  return (
    <article className={`pack-card pack-card--${plan.kind}`}>
      <div className="pack-card__art" data-logos={logos.length} aria-hidden="true">
        {logos.map((channel) => (
          <PackChannelLogo key={channel.id} channel={channel} />
        ))}
      </div>
      <div className="pack-card__body">
        {badge && <p className="pack-card__badge">{badge}</p>}
        <Heading className="pack-card__name">
          <Link to={href}>{t('marketing.packages.packName', { name: plan.name })}</Link>
        </Heading>
        <p className="pack-card__tagline">{tagline}</p>
        <p className="pack-card__count">
          {t('marketing.packages.channelCount', { count: plan.channel_count })}
        </p>
        <p className="pack-card__price">
          <strong>{formatPrice(plan.display_price)}</strong>{' '}
          <span>{t('marketing.packCard.perMonth')}</span>
        </p>
        <PackAction plan={plan} held={held} />
      </div>
    </article>
  );
}
