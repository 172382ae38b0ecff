import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackImage, NameTile } from './fallback-image.tsx';

afterEach(() => vi.restoreAllMocks());

describe('FallbackImage', () => {
  it('shows the fallback in place of an image that failed before the page came alive', () => {
    // As a browser reports a server-rendered image whose load failed before hydration:
    // complete, with no pixels, and its error event long gone.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(
      <FallbackImage
        sources={['/v2/epg/channels/7/image?size=160x90']}
        fallback={<NameTile name="Puddle Jump" width={160} height={90} />}
        alt="Puddle Jump"
      />,
    );
    expect(screen.queryByRole('img', { name: 'Puddle Jump' })).toBeNull();
    expect(screen.getByText('Puddle Jump')).toBeTruthy();
  });

  it('keeps an image that loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(160);
    render(
      <FallbackImage
        sources={['/v2/epg/channels/7/image?size=160x90']}
        fallback={<NameTile name="Puddle Jump" width={160} height={90} />}
        alt="Puddle Jump"
      />,
    );
    expect(screen.getByRole('img', { name: 'Puddle Jump' })).toBeTruthy();
  });
});
