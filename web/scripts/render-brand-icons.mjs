// Renders each brand's favicons (32, 180, 192, 512 px), /favicon.ico and share image (1200×630)
// from its logo with Debian's Chromium. Run by hand when a logo changes (node web/scripts/render-brand-icons.mjs);
// the files are committed, so nothing is drawn or downloaded at build or run time.
import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
const pub = new URL('../public', import.meta.url).pathname;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const brands = {
  default: ['Home TV', '#ffb020', '#0f1115'],
  main: ['Home TV', '#ffb020', '#0f1115'],
  vendor: ['Northway TV', '#3ddc97', '#0b1a17'],
};
// Icon: the logo on the page colour, in a rounded square.
const icon = (logo, bg, size, pad) =>
  `<html><body style="margin:0;background:transparent"><div style="width:${size}px;height:${size}px;border-radius:${size * 0.22}px;background:${bg};display:grid;place-items:center"><img src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}" style="width:${size - pad * 2}px;height:${size - pad * 2}px"></div></body></html>`;
for (const [id, [name, accent, bg]] of Object.entries(brands)) {
  const logo = readFileSync(`${pub}/brands/${id}/logo.svg`, 'utf8');
  for (const size of [32, 180, 192, 512]) {
    const p = await b.newPage({ viewport: { width: size, height: size } });
    await p.setContent(icon(logo, bg, size, Math.round(size * 0.12)));
    await p.screenshot({ path: `${pub}/brands/${id}/icon-${size}.png`, omitBackground: true });
    await p.close();
  }
  const p = await b.newPage({ viewport: { width: 1200, height: 630 } });
  const posters = ['#7b3fe4', '#2a8c8c', '#c0632b', '#3a5bd9', '#b8345a']
    .map(
      (c, i) =>
        `<div style="position:absolute;left:${640 + i * 105}px;top:${110 + (i % 2) * 40}px;width:150px;height:225px;border-radius:12px;background:linear-gradient(160deg,${c},#0f1115);box-shadow:0 20px 40px rgb(0 0 0/50%);transform:rotate(${(i - 2) * 4}deg)"></div>`,
    )
    .join('');
  await p.setContent(
    `<html><body style="margin:0;width:1200px;height:630px;background:radial-gradient(circle at 80% 30%, ${accent}55, transparent 60%), ${bg};font-family:system-ui,'DejaVu Sans',sans-serif;color:#f2f4f8;position:relative;overflow:hidden">${posters}<div style="position:absolute;left:80px;top:150px;width:560px"><img src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}" style="width:96px;height:96px"><div style="font-size:72px;font-weight:800;margin-top:24px">${name}</div><div style="font-size:34px;color:#c9ced8;margin-top:16px;line-height:1.3">Movies and TV to rent, buy and watch live — on your box, your phone and the web.</div></div></body></html>`,
  );
  await p.screenshot({ path: `${pub}/brands/${id}/share.png` });
  await p.close();
}
await b.close();
// favicon.ico: one 32 px PNG inside an ICO container (PNG entries are valid since Windows Vista).
const png = readFileSync(`${pub}/brands/default/icon-32.png`);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(`${pub}/favicon.ico`, Buffer.concat([header, png]));
