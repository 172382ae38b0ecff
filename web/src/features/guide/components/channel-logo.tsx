import { useState } from 'react';
import type { Channel } from '@app/domain';

/**
 * A channel's logo. A logo that fails to load gives way to the channel's number and name beside
 * it, which already name the channel (marketing spec §8).
 */
export function ChannelLogo({ channel, size = '96x54' }: { channel: Channel; size?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="channel-logo channel-logo--missing" aria-hidden="true" />;
  const [width, height] = size.split('x').map(Number);
  return (
    <img
      className="channel-logo"
      src={`${channel.image}?size=${size}`}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
