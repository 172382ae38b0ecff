import { memo } from 'react';
import type { Channel } from '@app/domain';
import { ROW_HEIGHT } from '#app/features/guide/grid/visible-rows.ts';

/**
 * Every channel's logo in a layer of its own that rows do not re-create: an SVG image is a
 * document of its own, and making one for each row that scrolls into view dropped frames
 * (bench/src/guide-render.ts). A logo is added with its row's first drawing and then kept.
 */
export const ChannelLogos = memo(function ChannelLogos({
  channels,
  drawn,
}: {
  channels: readonly Channel[];
  drawn: ReadonlySet<number>;
}) {
  return (
    <div aria-hidden="true" className="guide-grid__logos">
      {channels.map((channel, index) =>
        drawn.has(channel.channel_id) ? (
          <img
            key={channel.channel_id}
            className="guide-grid__logo"
            src={`${channel.image}?size=96x54`}
            alt=""
            width={96}
            height={54}
            loading="lazy"
            decoding="async"
            // A logo that fails leaves its space empty, never a broken-image icon: the number and
            // name beside it name the channel (marketing spec §8).
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
            style={{ top: index * ROW_HEIGHT + (ROW_HEIGHT - 27) / 2 }}
          />
        ) : null,
      )}
    </div>
  );
});
