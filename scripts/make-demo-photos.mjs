// Draws the demo venues' photos and the demo wishlist's product pictures (scenes in SVG, encoded to
// WebP by sharp) into platform/public/demo/venues/, demo/wishlist/ and demo/marketplace/. Generated here, so they are ours to ship: no licence to track,
// no network needed. Run `node scripts/make-demo-photos.mjs` after changing a scene; the files
// are committed, so `npm start` never runs this.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const W = 800;
const H = 533;
const sky = (top, bottom) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
const sun = (x, y, r = 46) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffd966" opacity="0.95"/>`;
const tree = (x, y, s = 1) =>
  `<rect x="${x - 9 * s}" y="${y}" width="${18 * s}" height="${90 * s}" fill="#7a5230"/><circle cx="${x}" cy="${y - 10 * s}" r="${62 * s}" fill="#3f8f3a"/><circle cx="${x - 40 * s}" cy="${y + 15 * s}" r="${40 * s}" fill="#4aa245"/><circle cx="${x + 42 * s}" cy="${y + 12 * s}" r="${44 * s}" fill="#378033"/>`;
const balloons = (x, y) =>
  ['#ff6b8b', '#ffb347', '#7ec8e3', '#b39ddb']
    .map(
      (c, i) =>
        `<line x1="${x + i * 22}" y1="${y + 60}" x2="${x + 30}" y2="${y + 150}" stroke="#555" stroke-width="1.5"/><ellipse cx="${x + i * 22}" cy="${y + 30 + (i % 2) * 14}" rx="17" ry="22" fill="${c}"/>`,
    )
    .join('');
const bunting = (y) =>
  Array.from({ length: 16 }, (_, i) => `<polygon points="${i * 52},${y} ${i * 52 + 44},${y} ${i * 52 + 22},${y + 34}" fill="${['#ff6b8b', '#ffd966', '#7ec8e3', '#9ccc65'][i % 4]}"/>`).join('') +
  `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#444" stroke-width="2"/>`;

const scenes = {
  backyard: `${sky('#8fd3ff', '#e6f7ff')}${sun(690, 90)}<rect y="330" width="${W}" height="${H - 330}" fill="#7cc36a"/>${tree(110, 250, 1.1)}<rect x="0" y="300" width="${W}" height="40" fill="#c9a06b"/>${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 42}" y="282" width="10" height="58" fill="#b48a55"/>`).join('')}<path d="M360 430 L360 300 Q430 240 500 300 L500 430 Z" fill="#ff8fab"/><path d="M380 430 L380 320 Q430 275 480 320 L480 430 Z" fill="#ffd1dc"/><rect x="560" y="380" width="150" height="16" fill="#8d6e63"/><rect x="575" y="396" width="10" height="40" fill="#6d4c41"/><rect x="685" y="396" width="10" height="40" fill="#6d4c41"/>${balloons(600, 250)}`,
  pool: `${sky('#7fc8f8', '#fdf6e3')}${sun(120, 80, 40)}<rect y="290" width="${W}" height="${H - 290}" fill="#f1e3c8"/><rect x="90" y="340" width="620" height="160" rx="24" fill="#2fa4d8"/><rect x="110" y="356" width="580" height="128" rx="18" fill="#4fc3f7"/>${Array.from({ length: 6 }, (_, i) => `<path d="M${150 + i * 90} ${400 + (i % 2) * 30} q20 -12 40 0 t40 0" stroke="#e1f5fe" stroke-width="5" fill="none"/>`).join('')}<rect x="560" y="170" width="180" height="130" fill="#fff8e1"/><polygon points="540,170 760,170 650,110" fill="#ef6c57"/><rect x="620" y="220" width="50" height="80" fill="#8d6e63"/><ellipse cx="220" cy="320" rx="70" ry="10" fill="#d7ccc8"/><path d="M220 320 L220 220" stroke="#795548" stroke-width="6"/><path d="M150 230 Q220 170 290 230 Z" fill="#ffb74d"/>`,
  house: `${sky('#b3c7f7', '#f3e5f5')}<rect y="430" width="${W}" height="${H - 430}" fill="#8bc34a"/><rect x="230" y="180" width="340" height="250" fill="#c5a3d9"/><polygon points="210,185 590,185 400,70" fill="#6a4c93"/><rect x="470" y="90" width="40" height="70" fill="#6a4c93"/>${[270, 370, 470].map((x) => `<rect x="${x}" y="215" width="60" height="80" fill="#fff3c4" stroke="#f5f5f5" stroke-width="6"/>`).join('')}<rect x="370" y="330" width="60" height="100" fill="#5d4037"/>${[270, 470].map((x) => `<rect x="${x}" y="330" width="60" height="70" fill="#fff3c4" stroke="#f5f5f5" stroke-width="6"/>`).join('')}${bunting(180)}${tree(110, 330, 0.8)}${tree(700, 330, 0.8)}`,
  field: `${sky('#90caf9', '#e3f2fd')}${sun(640, 80)}${Array.from({ length: 8 }, (_, i) => `<rect y="${260 + i * 34}" width="${W}" height="34" fill="${i % 2 ? '#66bb6a' : '#72c476'}"/>`).join('')}<ellipse cx="400" cy="400" rx="120" ry="40" fill="none" stroke="#fff" stroke-width="5"/><line x1="400" y1="260" x2="400" y2="${H}" stroke="#fff" stroke-width="5"/><rect x="40" y="300" width="12" height="110" fill="#fafafa"/><rect x="150" y="300" width="12" height="110" fill="#fafafa"/><rect x="40" y="300" width="122" height="10" fill="#fafafa"/><circle cx="560" cy="450" r="22" fill="#fff"/><path d="M545 440 l12 8 l-4 14 l-14 0 l-4 -14 z" fill="#333"/>${tree(720, 200, 0.7)}`,
  garden: `${sky('#a5d6a7', '#f1f8e9')}<rect y="300" width="${W}" height="${H - 300}" fill="#8bc34a"/><path d="M300 ${H} Q400 380 500 ${H}" fill="#d7ccc8"/>${Array.from({ length: 26 }, (_, i) => `<circle cx="${30 + ((i * 97) % 740)}" cy="${330 + ((i * 53) % 170)}" r="${9 + (i % 4) * 3}" fill="${['#e91e63', '#ffeb3b', '#ff7043', '#ba68c8', '#ffffff'][i % 5]}"/>`).join('')}<path d="M250 300 Q400 120 550 300" stroke="#eceff1" stroke-width="14" fill="none"/>${Array.from({ length: 7 }, (_, i) => `<circle cx="${275 + i * 42}" cy="${250 - Math.sin((i / 6) * Math.PI) * 110}" r="12" fill="#f48fb1"/>`).join('')}${tree(90, 210, 0.9)}${tree(710, 220, 0.9)}`,
  apartment: `${sky('#283593', '#ff8a65')}${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 70}" y="${150 + ((i * 37) % 120)}" width="60" height="${H}" fill="${i % 2 ? '#1a237e' : '#303f9f'}"/>`).join('')}${Array.from({ length: 40 }, (_, i) => `<rect x="${10 + ((i * 71) % 780)}" y="${200 + ((i * 43) % 200)}" width="10" height="14" fill="#ffe082"/>`).join('')}<rect y="380" width="${W}" height="${H - 380}" fill="#5d4037"/><rect x="0" y="370" width="${W}" height="14" fill="#8d6e63"/><rect x="120" y="420" width="260" height="60" rx="16" fill="#26a69a"/><rect x="120" y="400" width="60" height="80" rx="14" fill="#2bbbad"/><rect x="470" y="410" width="180" height="14" fill="#a1887f"/>${bunting(40)}`,
};

const out = new URL('../platform/public/demo/venues/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const [name, body] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  const file = new URL(`${name}.webp`, out);
  const info = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(file.pathname);
  console.log(`${name}.webp ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
}

// The demo wishlist's products (worker/db/seed-events.ts): square pictures as a shop would show them,
// so the demo's wishlist looks like one a host builds from shop links.
const S = 400;
const studs = (x, y, n, color) => Array.from({ length: n }, (_, i) => `<rect x="${x + 6 + i * 22}" y="${y - 7}" width="14" height="8" rx="2" fill="${color}"/>`).join('');
const brick = (x, y, n, color) => `<rect x="${x}" y="${y}" width="${n * 22}" height="26" rx="3" fill="${color}"/>${studs(x, y, n, color)}`;
const products = {
  treehouse: `<rect width="${S}" height="${S}" fill="#e8f4fd"/><rect x="185" y="230" width="30" height="130" fill="#8d5a2b"/><circle cx="200" cy="215" r="105" fill="#5cb85c"/><circle cx="130" cy="250" r="55" fill="#4cae4c"/><circle cx="275" cy="245" r="60" fill="#449d44"/>${brick(120, 190, 7, '#f06292')}${brick(131, 164, 6, '#ffd54f')}${brick(142, 138, 5, '#4fc3f7')}<polygon points="130,140 270,140 200,80" fill="#ab47bc"/><rect x="183" y="196" width="34" height="20" fill="#fff3e0"/><rect y="360" width="${S}" height="40" fill="#81c784"/>`,
  paints: `<rect width="${S}" height="${S}" fill="#fff8e1"/><rect x="50" y="120" width="300" height="170" rx="14" fill="#37474f"/><rect x="62" y="132" width="276" height="146" rx="8" fill="#eceff1"/>${['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#5e35b1', '#d81b60', '#6d4c41'].map((c, i) => `<ellipse cx="${98 + (i % 4) * 68}" cy="${172 + Math.floor(i / 4) * 66}" rx="26" ry="22" fill="${c}"/>`).join('')}<rect x="80" y="312" width="240" height="10" rx="5" fill="#a1887f" transform="rotate(-12 200 317)"/><path d="M312 292 q22 4 26 22 q-20 2 -30 -14z" fill="#3949ab"/>`,
  book: `<rect width="${S}" height="${S}" fill="#f3e5f5"/><rect x="95" y="45" width="220" height="310" rx="6" fill="#2e7d32"/><rect x="95" y="45" width="18" height="310" fill="#1b5e20"/><rect x="150" y="110" width="110" height="120" rx="14" fill="#b0bec5"/><rect x="170" y="140" width="22" height="22" rx="11" fill="#ffeb3b"/><rect x="218" y="140" width="22" height="22" rx="11" fill="#ffeb3b"/><rect x="178" y="190" width="54" height="10" rx="5" fill="#546e7a"/><rect x="200" y="86" width="10" height="26" fill="#90a4ae"/><circle cx="205" cy="82" r="8" fill="#ef5350"/><rect x="140" y="240" width="130" height="70" rx="10" fill="#90a4ae"/><rect x="125" y="320" width="160" height="14" rx="7" fill="#a5d6a7"/>`,
  scooter: `<rect width="${S}" height="${S}" fill="#ede7f6"/><rect x="70" y="280" width="230" height="22" rx="11" fill="#7e57c2"/><line x1="300" y1="292" x2="282" y2="90" stroke="#5e35b1" stroke-width="16" stroke-linecap="round"/><line x1="238" y1="88" x2="326" y2="88" stroke="#424242" stroke-width="14" stroke-linecap="round"/><circle cx="95" cy="318" r="34" fill="#424242"/><circle cx="95" cy="318" r="14" fill="#bdbdbd"/><circle cx="300" cy="318" r="34" fill="#424242"/><circle cx="300" cy="318" r="14" fill="#bdbdbd"/><rect y="352" width="${S}" height="48" fill="#d1c4e9"/>`,
};
const productsOut = new URL('../platform/public/demo/wishlist/', import.meta.url);
mkdirSync(productsOut, { recursive: true });
for (const [name, body] of Object.entries(products)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${body}</svg>`;
  const info = await sharp(Buffer.from(svg))
    .webp({ quality: 80 })
    .toFile(new URL(`${name}.webp`, productsOut).pathname);
  console.log(`wishlist/${name}.webp ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
}

// The demo marketplace's products and shop logos (worker/db/seed-marketplace.ts): square, as a shop
// shows them.
const confetti = (n, seed) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${(i * 89 + seed) % S}" y="${(i * 53 + seed * 3) % S}" width="8" height="14" rx="2" fill="${['#ff6b8b', '#ffd54f', '#4fc3f7', '#81c784', '#ba68c8'][i % 5]}" transform="rotate(${(i * 37) % 90} ${(i * 89 + seed) % S} ${(i * 53 + seed * 3) % S})"/>`,
  ).join('');
const cakeTier = (y, w, color, icing) =>
  `<rect x="${200 - w / 2}" y="${y}" width="${w}" height="62" rx="8" fill="${color}"/><path d="M${200 - w / 2} ${y + 8} ${Array.from({ length: w / 20 }, (_, i) => `q10 ${i % 2 ? -10 : 16} 20 0`).join(' ')}" stroke="${icing}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
const marketplace = {
  'rainbow-cake': `<rect width="${S}" height="${S}" fill="#fff0f5"/>${confetti(24, 7)}<ellipse cx="200" cy="338" rx="150" ry="18" fill="#e0e0e0"/>${cakeTier(256, 260, '#ff8a80', '#fff')}${cakeTier(194, 200, '#ffd180', '#fff')}${cakeTier(132, 140, '#80d8ff', '#fff')}${[170, 200, 230].map((x) => `<rect x="${x - 4}" y="86" width="8" height="46" fill="#ce93d8"/><path d="M${x} 66 q8 10 0 20 q-8 -10 0 -20z" fill="#ffb300"/>`).join('')}`,
  cupcakes: `<rect width="${S}" height="${S}" fill="#f3e5f5"/>${[
    [110, 190],
    [200, 170],
    [290, 190],
    [155, 290],
    [245, 290],
  ]
    .map(
      ([x, y], i) =>
        `<path d="M${x - 40} ${y} L${x - 30} ${y + 60} L${x + 30} ${y + 60} L${x + 40} ${y} Z" fill="${['#ffab91', '#a5d6a7', '#90caf9', '#ffe082', '#ce93d8'][i]}"/><circle cx="${x}" cy="${y - 12}" r="40" fill="${['#fce4ec', '#6d4c41', '#fff8e1', '#f8bbd0', '#d7ccc8'][i]}"/><circle cx="${x}" cy="${y - 48}" r="9" fill="#e53935"/>`,
    )
    .join('')}`,
  cookies: `<rect width="${S}" height="${S}" fill="#fffde7"/>${Array.from({ length: 6 }, (_, i) => {
    const x = 90 + (i % 3) * 110;
    const y = 130 + Math.floor(i / 3) * 140;
    return `<circle cx="${x}" cy="${y}" r="46" fill="#d7a86e"/><circle cx="${x}" cy="${y}" r="38" fill="${['#f48fb1', '#81d4fa', '#fff59d', '#c5e1a5', '#ffcc80', '#b39ddb'][i]}"/><text x="${x}" y="${y + 12}" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${i + 1}</text>`;
  }).join('')}`,
  'balloon-arch': `<rect width="${S}" height="${S}" fill="#e3f2fd"/><rect y="330" width="${S}" height="70" fill="#cfd8dc"/>${Array.from({ length: 26 }, (_, i) => {
    const t = (i / 25) * Math.PI;
    return `<circle cx="${200 - Math.cos(t) * 150}" cy="${330 - Math.sin(t) * 230}" r="${22 + (i % 3) * 4}" fill="${['#f8bbd0', '#b3e5fc', '#fff9c4', '#d1c4e9', '#c8e6c9'][i % 5]}" stroke="#ffffff" stroke-width="2"/>`;
  }).join('')}`,
  plates: `<rect width="${S}" height="${S}" fill="#e0f7fa"/>${[0, 1, 2].map((i) => `<circle cx="${140 + i * 60}" cy="${200 - i * 10}" r="110" fill="#ffffff" stroke="#b2ebf2" stroke-width="6"/><circle cx="${140 + i * 60}" cy="${200 - i * 10}" r="80" fill="none" stroke="${['#ff8a80', '#ffd54f', '#4dd0e1'][i]}" stroke-width="10" stroke-dasharray="14 10"/>`).join('')}`,
  'bounce-house': `<rect width="${S}" height="${S}" fill="#e8f5e9"/><rect y="320" width="${S}" height="80" fill="#81c784"/><rect x="70" y="170" width="260" height="160" rx="18" fill="#ef5350"/><rect x="100" y="200" width="200" height="110" rx="14" fill="#ffcdd2"/>${[70, 160, 250, 330].map((x, i) => `<rect x="${x - 20}" y="110" width="40" height="${i % 3 ? 70 : 80}" rx="18" fill="${['#42a5f5', '#ffca28', '#66bb6a', '#ab47bc'][i]}"/><circle cx="${x}" cy="100" r="22" fill="${['#42a5f5', '#ffca28', '#66bb6a', '#ab47bc'][i]}"/>`).join('')}<path d="M120 170 Q200 120 280 170" fill="#ffca28"/>`,
  'tables-chairs': `<rect width="${S}" height="${S}" fill="#f1f8e9"/><rect x="70" y="180" width="260" height="20" rx="6" fill="#8d6e63"/><rect x="90" y="200" width="14" height="120" fill="#6d4c41"/><rect x="296" y="200" width="14" height="120" fill="#6d4c41"/>${[40, 330].map((x) => `<rect x="${x}" y="230" width="40" height="12" fill="#90a4ae"/><rect x="${x}" y="170" width="10" height="150" fill="#78909c"/><rect x="${x + 30}" y="242" width="10" height="78" fill="#78909c"/>`).join('')}<rect x="60" y="160" width="280" height="24" rx="6" fill="#ffffff" opacity="0.9"/>`,
  'logo-sweet-things': `<rect width="${S}" height="${S}" fill="#fce4ec"/><circle cx="200" cy="200" r="150" fill="#f06292"/><path d="M130 230 L150 300 L250 300 L270 230 Z" fill="#fff"/><circle cx="200" cy="190" r="70" fill="#fff3e0"/><circle cx="200" cy="120" r="14" fill="#e53935"/>`,
  'logo-pop-and-party': `<rect width="${S}" height="${S}" fill="#e3f2fd"/><circle cx="200" cy="200" r="150" fill="#1e88e5"/>${[
    [150, 170, '#ffd54f'],
    [215, 140, '#ff8a80'],
    [255, 200, '#a5d6a7'],
  ]
    .map(([x, y, c]) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="44" fill="${c}"/><line x1="${x}" y1="${y + 44}" x2="200" y2="300" stroke="#fff" stroke-width="3"/>`)
    .join('')}`,
};
const marketplaceOut = new URL('../platform/public/demo/marketplace/', import.meta.url);
mkdirSync(marketplaceOut, { recursive: true });
for (const [name, body] of Object.entries(marketplace)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${body}</svg>`;
  const info = await sharp(Buffer.from(svg))
    .webp({ quality: 80 })
    .toFile(new URL(`${name}.webp`, marketplaceOut).pathname);
  console.log(`marketplace/${name}.webp ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
}
