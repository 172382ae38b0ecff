import { describe, expect, it, vi } from 'vitest';
import { playTrailer, TrailerError, type HlsConstructor } from './play-trailer.ts';

const EVENTS = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };

/** A stand-in for hls.js whose manifests load only for the paths in `playable`. */
function fakeHls(options: { supported: boolean; playable: string[] }) {
  const tried: string[] = [];
  const destroyed: string[] = [];
  class FakeHls {
    static isSupported = () => options.supported;
    static Events = EVENTS;
    private listeners = new Map<string, (event: string, data: { fatal: boolean }) => void>();
    private path = '';
    on(event: string, listener: (event: string, data: { fatal: boolean }) => void) {
      this.listeners.set(event, listener);
    }
    loadSource(path: string) {
      this.path = path;
      tried.push(path);
    }
    attachMedia() {
      queueMicrotask(() => {
        if (options.playable.includes(this.path)) {
          this.listeners.get(EVENTS.MANIFEST_PARSED)?.(EVENTS.MANIFEST_PARSED, { fatal: false });
        } else {
          this.listeners.get(EVENTS.ERROR)?.(EVENTS.ERROR, { fatal: true });
        }
      });
    }
    destroy() {
      destroyed.push(this.path);
    }
  }
  return { Hls: FakeHls as unknown as HlsConstructor, tried, destroyed };
}

function aVideo(canPlayHls = false) {
  const video = document.createElement('video');
  video.canPlayType = () => (canPlayHls ? 'maybe' : '');
  video.play = vi.fn(() => Promise.resolve());
  return video;
}

describe('playTrailer', () => {
  it('tries each path in turn until one plays', async () => {
    const { Hls, tried, destroyed } = fakeHls({ supported: true, playable: ['/b.m3u8'] });
    const video = aVideo();
    const playback = await playTrailer(video, ['/a.m3u8', null, '/b.m3u8'], async () => Hls);
    expect(tried).toEqual(['/a.m3u8', '/b.m3u8']);
    expect(destroyed).toEqual(['/a.m3u8']);
    expect(playback.path).toBe('/b.m3u8');
    expect(video.play).toHaveBeenCalled();
  });

  it('tries a path given twice only once', async () => {
    const { Hls, tried } = fakeHls({ supported: true, playable: [] });
    await expect(playTrailer(aVideo(), ['/a.m3u8', '/a.m3u8'], async () => Hls)).rejects.toThrow();
    expect(tried).toEqual(['/a.m3u8']);
  });

  it("fails with 'No playable paths' when none plays", async () => {
    const { Hls } = fakeHls({ supported: true, playable: [] });
    const failure = playTrailer(aVideo(), ['/a.m3u8', '/b.m3u8'], async () => Hls);
    await expect(failure).rejects.toEqual(new TrailerError('noPlayablePaths'));
    await expect(failure).rejects.toThrow('No playable paths');
  });

  it("fails with 'No playable paths' when there is no path, without loading hls.js", async () => {
    const load = vi.fn();
    await expect(playTrailer(aVideo(), [null, null], load)).rejects.toThrow('No playable paths');
    expect(load).not.toHaveBeenCalled();
  });

  it("fails with 'HLS is unsupported' when the browser has neither MSE nor native HLS", async () => {
    const { Hls } = fakeHls({ supported: false, playable: ['/a.m3u8'] });
    await expect(playTrailer(aVideo(false), ['/a.m3u8'], async () => Hls)).rejects.toThrow(
      'HLS is unsupported',
    );
  });

  it('plays natively where the browser plays HLS itself', async () => {
    const { Hls } = fakeHls({ supported: false, playable: [] });
    const video = aVideo(true);
    const playing = playTrailer(video, ['/a.m3u8'], async () => Hls);
    await vi.waitFor(() => expect(video.getAttribute('src')).toBe('/a.m3u8'));
    video.dispatchEvent(new Event('loadedmetadata'));
    expect((await playing).path).toBe('/a.m3u8');
  });

  it('mutes and plays again when the browser refuses sound', async () => {
    const { Hls } = fakeHls({ supported: true, playable: ['/a.m3u8'] });
    const video = aVideo();
    video.play = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('no sound', 'NotAllowedError'))
      .mockResolvedValue(undefined);
    await playTrailer(video, ['/a.m3u8'], async () => Hls);
    await vi.waitFor(() => expect(video.play).toHaveBeenCalledTimes(2));
    expect(video.muted).toBe(true);
  });
});
