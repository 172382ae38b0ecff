import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageTemplateFiller } from '@app/domain';

/** index.html is the template of every page the server renders (server-render.ts). */
const WEB = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const indexHtml = readFileSync(join(WEB, 'index.html'), 'utf8');

describe("index.html's slots for a rendered page", () => {
  it("hold the shell's title, share image and spinner, and nothing a page keeps", () => {
    const page = pageTemplateFiller(indexHtml)({
      head: '<title>A page</title>',
      body: '<div id="root" data-ssr="hydrate">A page</div>',
    });
    expect(page.match(/<title>/g)).toEqual(['<title>']);
    expect(page).toContain('<title>A page</title>');
    expect(page).not.toContain('og:image');
    expect(page).not.toContain('boot-spinner"');
    expect(page.match(/id="root"/g)).toHaveLength(1);
    // What every page needs stays: the app's script, its icons and its words' language.
    expect(page).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(page).toContain('rel="manifest"');
    expect(page).toContain('<html lang="en">');
  });
});
