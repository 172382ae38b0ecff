import { channelLogoPath, type MarketingChannel } from '@app/domain';
import { FallbackImage, NameTile } from '#app/ui/fallback-image.tsx';

/** Channel logos at the size a pack's tiles and cards show them. */
const LOGO = { width: 160, height: 90 } as const;

/** A channel's logo on a pack's card or page; its name in a tile if the logo fails (§8). */
export function PackChannelLogo({ channel }: { channel: MarketingChannel }) {
  return (
    <FallbackImage
      sources={[channelLogoPath(channel.id, LOGO.width, LOGO.height)]}
      fallback={<NameTile name={channel.name} width={LOGO.width} height={LOGO.height} />}
      width={LOGO.width}
      height={LOGO.height}
      loading="lazy"
      alt=""
    />
  );
}
