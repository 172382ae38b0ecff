import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatPrice,
  packageChannelTiles,
  type MarketingChannel,
  type PublicPlan,
} from '@app/domain';
import { FallbackImage, NameTile } from '#app/ui/fallback-image.tsx';
import './pack-card.css';

/** Logos in a card's picture: a 2 × 2 mosaic. */
const MOSAIC_SIZE = 4;
const LOGO = { width: 160, height: 90 } as const;

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
  /** The household has the pack already: offer to manage it instead of adding it. */
  held?: boolean;
}

/**
 * A channel pack as a shop shows it: a picture of its channels, what it holds, its monthly price
 * and one call to action. Prices and counts come from the pack list, never from copy.
 */
export function PackCard(props: PackCardProps) {
  const { plan, plans, channels, href, tagline, headingLevel, badge, held = false } = props;
  const { t } = useTranslation();
  const Heading: ElementType = `h${headingLevel}`;
  const logos = mosaicChannels(packageChannelTiles(plan, plans)).flatMap((id) => {
    const channel = channels[String(id)];
    return channel ? [channel] : [];
  });
  return (
    <article className={`pack-card pack-card--${plan.kind}`}>
      <div className="pack-card__art" data-logos={logos.length} aria-hidden="true">
        {logos.map((channel) => (
          <FallbackImage
            key={channel.id}
            sources={[`/v2/epg/channels/${channel.id}/image?size=${LOGO.width}x${LOGO.height}`]}
            fallback={<NameTile name={channel.name} width={LOGO.width} height={LOGO.height} />}
            width={LOGO.width}
            height={LOGO.height}
            loading="lazy"
            alt=""
          />
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
        {held ? (
          <Link className="button button--secondary" to="/account/settings/package-management">
            {t('marketing.packages.manage')}
          </Link>
        ) : (
          <Link className="button" to="/account/settings/package-management">
            {t('marketing.packCard.add', { name: plan.name })}
          </Link>
        )}
      </div>
    </article>
  );
}
