import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '@app/domain';
import { assetTags, withModuleTracking, withoutModuleTracking } from './page-assets.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    css: ['assets/home.css'],
    imports: ['_framework.js', '_shelf.js'],
  },
  '_shelf.js': { file: 'assets/shelf.js', css: ['assets/shelf.css'] },
  'src/app/routes/home-prefetch.ts': { file: 'assets/home-prefetch.js' },
};

const load = (source: string) => globalThis.__ssrTrackModule(Promise.resolve(source), source);

describe("a page's assets", () => {
  it('link the CSS and chunks of what the render loaded, but not what index.html links', () => {
    expect(assetTags(manifest, ['src/app/routes/home.tsx'])).toBe(
      '<link rel="stylesheet" href="/assets/home.css">' +
        '<link rel="stylesheet" href="/assets/shelf.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/home.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shelf.js">',
    );
  });

  it('leave out what the server loaded for itself alone (a data loader)', async () => {
    const { modules } = await withModuleTracking(async () => {
      await withoutModuleTracking(() => load('src/app/routes/home-prefetch.ts'));
      await load('src/app/routes/home.tsx');
    });

    expect([...modules]).toEqual(['src/app/routes/home.tsx']);
    expect(assetTags(manifest, modules)).not.toContain('home-prefetch');
  });
});
