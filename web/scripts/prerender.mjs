// Writes a prerendered HTML file per marketing page into dist/ (issue 9 "prerendered to HTML at
// build time"): dist/prerendered/<path>/index.html, served by the server for that path.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const ssr = join(web, 'dist-ssr');
const { render, marketingUrls } = await import(pathToFileURL(join(ssr, 'prerender.js')).href);

// The marketing pages' styles, which the app would load with the page's code: linked in the head
// so the prerendered page is styled at once.
const PAGE_STYLES = /^(home|home-marketing|error-state|modal)-[\w-]+\.css$/;
const styles = readdirSync(join(dist, 'assets'))
  .filter((name) => PAGE_STYLES.test(name))
  .map((name) => `<link rel="stylesheet" href="/assets/${name}">`)
  .join('');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const out = join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });

/** React renders <title> and <meta> where the page puts them: they belong in <head>. */
function pageHead(html) {
  const head = [];
  const body = html.replace(
    /<title>[^<]*<\/title>|<meta name="(description|keywords)"[^>]*\/?>/g,
    (tag) => {
      head.push(tag);
      return '';
    },
  );
  return { head: head.join(''), body };
}

let written = 0;
for (const url of marketingUrls) {
  const { status, html } = await render(url);
  if (status !== 200 || !html) throw new Error(`prerendering ${url} answered ${status}`);
  const { head, body } = pageHead(html);
  const page = template
    .replace(/<title>[^<]*<\/title>/, head + styles)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\s*<\/div>|<div id="root">[\s\S]*?<\/div>/,
      `<div id="root" data-prerendered="">${body}</div>`,
    );
  const file = join(out, url === '/' ? '' : url, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  written += 1;
}
rmSync(ssr, { recursive: true, force: true });
process.stdout.write(`Prerendered ${written} marketing pages.\n`);
