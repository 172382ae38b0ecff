import type HlsType from 'hls.js';

/** The spec's two trailer failures (account spec §8). */
export type TrailerFailure = 'noPlayablePaths' | 'hlsUnsupported';

export class TrailerError extends Error {
  constructor(readonly reason: TrailerFailure) {
    super(reason === 'noPlayablePaths' ? 'No playable paths' : 'HLS is unsupported');
    this.name = 'TrailerError';
  }
}

/** What playing needs of hls.js; tests pass a stand-in. */
export type HlsConstructor = Pick<typeof HlsType, 'isSupported' | 'Events'> &
  (new () => Pick<HlsType, 'on' | 'loadSource' | 'attachMedia' | 'destroy'>);

/** hls.js is ~500 KB: fetched only when someone plays a trailer, as a chunk of its own. */
export const loadHls = async (): Promise<HlsConstructor> => (await import('hls.js')).default;

export interface TrailerPlayback {
  /** The path that played. */
  path: string;
  stop(): void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Plays a title's trailer in `video`, trying each asset path in turn (account spec §8) until one
 * loads: through hls.js where the browser has Media Source Extensions, natively where the browser
 * plays HLS itself (Safari). Fails with 'No playable paths' when none loads (or there is none),
 * 'HLS is unsupported' when the browser can do neither.
 */
export async function playTrailer(
  video: HTMLVideoElement,
  paths: readonly (string | null)[],
  load: () => Promise<HlsConstructor> = loadHls,
): Promise<TrailerPlayback> {
  const candidates = [...new Set(paths.filter((p): p is string => !!p))];
  if (candidates.length === 0) throw new TrailerError('noPlayablePaths');
  const Hls = await load();
  if (Hls.isSupported()) {
    for (const path of candidates) {
      const hls = new Hls();
      const loaded = await new Promise<boolean>((resolve) => {
        hls.on(Hls.Events.MANIFEST_PARSED, () => resolve(true));
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) resolve(false);
        });
        hls.loadSource(path);
        hls.attachMedia(video);
      });
      if (loaded) {
        start(video);
        return { path, stop: () => hls.destroy() };
      }
      hls.destroy();
    }
    throw new TrailerError('noPlayablePaths');
  }
  if (video.canPlayType(HLS_MIME)) {
    for (const path of candidates) {
      if (await loadsNatively(video, path)) {
        start(video);
        return { path, stop: () => video.removeAttribute('src') };
      }
    }
    throw new TrailerError('noPlayablePaths');
  }
  throw new TrailerError('hlsUnsupported');
}

function loadsNatively(video: HTMLVideoElement, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('error', onError);
      resolve(ok);
    };
    const onLoaded = () => done(true);
    const onError = () => done(false);
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('error', onError);
    video.src = path;
  });
}

/** Plays with sound after the click that asked for it; muted if the browser refuses sound. */
function start(video: HTMLVideoElement): void {
  video.play()?.catch(() => {
    video.muted = true;
    return video.play()?.catch(() => {});
  });
}
