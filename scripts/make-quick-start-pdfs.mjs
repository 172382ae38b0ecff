// Writes the small quick-start PDF guides that help content links to (web/public/pdf/).
// Hand-built PDF 1.4 with the standard Helvetica font (nothing embedded), so no tool or
// download is needed. Run: node scripts/make-quick-start-pdfs.mjs (output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';

const guides = {
  'mighty-quick-start': [
    'Mighty quick start',
    '1. Connect the HDMI cable to your TV and the antenna cable to the antenna socket.',
    '2. Connect the network cable to your modem, or choose Wi-Fi during setup.',
    '3. Plug in the power and follow the steps on screen.',
    '4. Keep your activation code: you sign in to the website with it.',
  ],
  'mini-quick-start': [
    'Mini quick start',
    '1. Connect the HDMI cable to your TV.',
    '2. Connect to your modem with a network cable, or choose Wi-Fi during setup.',
    '3. Plug in the power and follow the steps on screen.',
  ],
  'multiroom-quick-start': [
    'Multiroom quick start',
    '1. Connect the new box to the same home network as your first box.',
    '2. Switch it on: finding the other boxes can take up to 5 minutes.',
    '3. Recordings on your Mighty now play in every room.',
  ],
  'mobile-app-quick-start': [
    'Mobile app quick start',
    '1. Install the mobile app on your phone or tablet.',
    '2. Sign in with your account.',
    '3. Press play on a title you own or a channel in your packs.',
  ],
  'youtube-quick-start': [
    'YouTube quick start',
    '1. Open YouTube from the apps row on your box.',
    '2. Choose Sign in and follow the steps on your phone.',
  ],
  'media-hub-quick-start': [
    'Media hub quick start',
    '1. Plug a USB drive into the box, or share a folder on your home computer.',
    '2. Open the media hub from the menu and choose the drive or computer.',
    '3. Play your photos, music and videos.',
  ],
};

const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function pdf(lines) {
  const [title, ...rest] = lines;
  const content = [
    'BT',
    '/F1 20 Tf 56 770 Td',
    `(${escape(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td',
    ...rest.flatMap((line) => [`(${escape(line)}) Tj`, '0 -20 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (make-quick-start-pdfs.mjs) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

const dir = new URL('../web/public/pdf/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, lines] of Object.entries(guides)) {
  writeFileSync(new URL(`${name}.pdf`, dir), pdf(lines));
}
console.log(`wrote ${Object.keys(guides).length} guides to web/public/pdf/`);
