/**
 * Draws the installable app's icons and store screenshots (platform/public/icons/) from the SVG
 * below with sharp. The PNGs are committed; run again after changing the drawing:
 *   node scripts/make-app-icons.mjs
 * - icon-192.png, icon-512.png: "any" purpose, a rounded tile (what Chrome's installability asks for);
 * - maskable-512.png: full-bleed, the cake inside the central 80 % safe zone, for Android's masks;
 * - apple-touch-icon.png (180 px): Safari's Add to Home Screen ignores the manifest's icons;
 * - screenshot-wide.png (1280×720) and screenshot-narrow.png (720×1280): the richer install dialog.
 * No text is drawn: the machine that builds may have no fonts, and an icon reads better without.
 * See docs/decisions/041-installable-app.md.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const outDir = resolve(import.meta.dirname, '..', 'platform', 'public', 'icons');
const pink = '#e11d74';
const cream = '#fff7ed';

/** The cake, drawn in a 100×100 box: two tiers, icing drips, three candles with flames. */
const cake = `
  <rect x="18" y="58" width="64" height="26" rx="5" fill="#ffffff"/>
  <rect x="26" y="40" width="48" height="20" rx="5" fill="#ffe4ef"/>
  <path d="M26 46 q4 6 8 0 q4 6 8 0 q4 6 8 0 q4 6 8 0 q4 6 8 0 q4 6 8 0 V44 H26Z" fill="#ffffff"/>
  <path d="M18 64 q4.6 7 9.2 0 q4.6 7 9.2 0 q4.6 7 9.2 0 q4.6 7 9.2 0 q4.6 7 9.2 0 q4.6 7 9.2 0 q4.6 7 9.2 0 V62 H18Z" fill="#fbcfe8"/>
  <rect x="14" y="83" width="72" height="5" rx="2.5" fill="#ffffff" opacity="0.9"/>
  ${[38, 50, 62]
    .map(
      (x) => `<rect x="${x - 2}" y="26" width="4" height="14" rx="1.5" fill="#fde68a"/>
  <path d="M${x} 15 q5 6 0 10 q-5 -4 0 -10Z" fill="#f59e0b"/>`,
    )
    .join('\n  ')}`;

function iconSvg(size, { maskable }) {
  // Maskable icons may be cut to a circle: the drawing keeps to the central 80 %.
  const scale = maskable ? 0.62 : 0.78;
  const offset = (100 - 100 * scale) / 2;
  const background = maskable ? `<rect width="100" height="100" fill="${pink}"/>` : `<rect width="100" height="100" rx="22" fill="${pink}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  ${background}
  <g transform="translate(${offset} ${offset + 2}) scale(${scale})">${cake}</g>
</svg>`;
}

/** A screenshot-like picture of the app: nav bar, a hero card with the cake and three event cards. */
function screenshotSvg(width, height) {
  const narrow = height > width;
  const cardWidth = narrow ? width - 80 : (width - 160) / 3;
  const cards = [0, 1, 2]
    .map((index) => {
      const x = narrow ? 40 : 40 + index * (cardWidth + 40);
      const y = narrow ? 620 + index * 210 : 430;
      return `<rect x="${x}" y="${y}" width="${cardWidth}" height="180" rx="18" fill="#ffffff" stroke="#fbcfe8" stroke-width="3"/>
  <rect x="${x + 24}" y="${y + 28}" width="${cardWidth * 0.55}" height="18" rx="9" fill="${pink}" opacity="0.85"/>
  <rect x="${x + 24}" y="${y + 66}" width="${cardWidth * 0.75}" height="12" rx="6" fill="#d4d4d8"/>
  <rect x="${x + 24}" y="${y + 92}" width="${cardWidth * 0.6}" height="12" rx="6" fill="#d4d4d8"/>
  <rect x="${x + 24}" y="${y + 128}" width="110" height="32" rx="16" fill="#fce7f3"/>`;
    })
    .join('\n  ');
  const heroHeight = narrow ? 500 : 300;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${cream}"/>
  <rect width="${width}" height="72" fill="#ffffff"/>
  <rect x="24" y="18" width="36" height="36" rx="9" fill="${pink}"/>
  <rect x="72" y="28" width="120" height="16" rx="8" fill="#27272a"/>
  <rect x="40" y="104" width="${width - 80}" height="${heroHeight}" rx="24" fill="${pink}"/>
  <g transform="translate(${narrow ? width / 2 - 130 : width - 360} ${narrow ? 130 : 110}) scale(2.6)">${cake}</g>
  <rect x="80" y="${narrow ? 150 : 170}" width="${narrow ? 0 : 420}" height="34" rx="17" fill="#ffffff" opacity="0.95"/>
  <rect x="80" y="${narrow ? 150 : 226}" width="${narrow ? 0 : 300}" height="20" rx="10" fill="#ffffff" opacity="0.7"/>
  <rect x="80" y="${narrow ? 500 : 300}" width="200" height="48" rx="24" fill="#ffffff"/>
  ${cards}
</svg>`;
}

mkdirSync(outDir, { recursive: true });
const outputs = [
  ['icon-192.png', iconSvg(192, { maskable: false })],
  ['icon-512.png', iconSvg(512, { maskable: false })],
  ['maskable-512.png', iconSvg(512, { maskable: true })],
  ['apple-touch-icon.png', iconSvg(180, { maskable: true })],
  ['screenshot-wide.png', screenshotSvg(1280, 720)],
  ['screenshot-narrow.png', screenshotSvg(720, 1280)],
];
for (const [name, svg] of outputs) {
  const file = join(outDir, name);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(file);
  const { width, height } = await sharp(file).metadata();
  console.log(`${name}: ${width}×${height}`);
}
