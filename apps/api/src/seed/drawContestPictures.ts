// `npx tsx apps/api/src/seed/drawContestPictures.ts`: draws the GENERATED pictures of the demo
// contest entries (seed/contests.ts): "photos" of farm scenes for the photo and moment contests
// and crayon-like children's drawings for the drawing contest, and writes them as WebP to
// seed/contest-pictures/ in the entries' renditions (modules/contests/answers.ts). Run again
// after changing a drawing; the files are committed, so neither the seed nor the server draws.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { entryPictureAspect, entryPictureWidths } from '../modules/contests/answers';
import { contestPictureDir, contestPictureNames, type ContestPictureName } from './contests';

const width = 1280;
const height = Math.round(width * entryPictureAspect);

/** A red tractor seen from the side, standing on the ground line `y`, `size` its length. */
function tractor(x: number, y: number, size: number, colour = '#c0392b') {
  const s = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="10" y="-62" width="58" height="30" rx="4" fill="${colour}"/>
    <rect x="40" y="-100" width="30" height="40" fill="#2c3e50" opacity="0.85"/>
    <rect x="44" y="-96" width="22" height="26" fill="#aed6f1"/>
    <rect x="66" y="-50" width="34" height="20" rx="3" fill="${colour}"/>
    <rect x="84" y="-66" width="5" height="18" fill="#333"/>
    <circle cx="30" cy="-22" r="24" fill="#222"/><circle cx="30" cy="-22" r="11" fill="#bbb"/>
    <circle cx="88" cy="-14" r="14" fill="#222"/><circle cx="88" cy="-14" r="6" fill="#bbb"/>
  </g>`;
}

/** A photo-like scene: sky, hills, a field in rows and a tractor. */
function farmScene(sky: [string, string], field: string, sun: boolean, tractorAt: number) {
  const rows = Array.from(
    { length: 9 },
    (_, index) =>
      `<path d="M0 ${640 + index * 36} Q ${width / 2} ${600 + index * 40} ${width} ${640 + index * 36}" stroke="#00000022" stroke-width="8" fill="none"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${sun ? `<circle cx="1040" cy="170" r="70" fill="#fff3b0" opacity="0.9"/>` : ''}
    <path d="M0 520 Q 260 360 520 470 T 1280 430 V 960 H 0 Z" fill="#4a6b3a"/>
    <path d="M0 600 Q 400 520 760 590 T 1280 560 V 960 H 0 Z" fill="${field}"/>
    ${rows}
    ${tractor(tractorAt, 700, 360)}
  </svg>`;
}

/** A child's drawing: paper, a wobbly sun, a house or a tree, a tractor in crayon colours. */
function childDrawing(paper: string, tractorColour: string, extra: 'house' | 'tree' | 'cow') {
  const crayon = (d: string, colour: string, w = 14) =>
    `<path d="${d}" stroke="${colour}" stroke-width="${w}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    const x1 = 200 + Math.cos(angle) * 95;
    const y1 = 180 + Math.sin(angle) * 95;
    const x2 = 200 + Math.cos(angle) * 150;
    const y2 = 180 + Math.sin(angle) * 150;
    return crayon(
      `M${x1.toFixed(0)} ${y1.toFixed(0)} L${x2.toFixed(0)} ${y2.toFixed(0)}`,
      '#f5b700',
    );
  }).join('');
  const extras = {
    house:
      `<rect x="860" y="420" width="260" height="220" fill="#f3d9a4" stroke="#8e5a2b" stroke-width="12"/>` +
      crayon('M840 430 L990 300 L1140 430', '#c0392b', 18) +
      `<rect x="960" y="530" width="70" height="110" fill="#8e5a2b"/>`,
    tree:
      `<rect x="950" y="420" width="50" height="230" fill="#8e5a2b"/>` +
      `<circle cx="975" cy="380" r="130" fill="#3f9b3f" opacity="0.9"/>`,
    cow:
      `<ellipse cx="990" cy="560" rx="150" ry="80" fill="#fff" stroke="#222" stroke-width="10"/>` +
      `<circle cx="940" cy="540" r="30" fill="#222"/><circle cx="1050" cy="580" r="24" fill="#222"/>` +
      `<circle cx="1150" cy="510" r="50" fill="#fff" stroke="#222" stroke-width="10"/>` +
      crayon('M900 630 L900 690 M1080 630 L1080 690', '#222', 12),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${paper}"/>
    <circle cx="200" cy="180" r="80" fill="#ffd43b"/>${rays}
    ${crayon('M560 110 Q 640 60 720 110 Q 800 60 880 110', '#74c0fc', 10)}
    ${crayon('M0 700 Q 320 660 640 700 T 1280 690', '#2f9e44', 22)}
    ${extras[extra]}
    ${tractor(240, 720, 460, tractorColour)}
  </svg>`;
}

const drawings: Record<ContestPictureName, string> = {
  'photo-1': farmScene(['#8ec5fc', '#e0f0ff'], '#c9a14a', true, 420),
  'photo-2': farmScene(['#ff9a5a', '#ffd9a0'], '#9c7a3c', true, 160),
  'photo-3': farmScene(['#9fb6c8', '#dfe7ee'], '#6f8f4e', false, 700),
  'photo-4': farmScene(['#6fa8dc', '#cfe2f3'], '#b5c96a', true, 300),
  'drawing-1': childDrawing('#fffdf5', '#e03131', 'house'),
  'drawing-2': childDrawing('#fdfcf0', '#1971c2', 'tree'),
  'drawing-3': childDrawing('#fffef8', '#e8590c', 'cow'),
  'moment-1': farmScene(['#f7b267', '#f4845f'], '#a26b3a', true, 520),
  'moment-2': farmScene(['#b8d8f0', '#ffffff'], '#dfe6e9', false, 380),
};

await mkdir(contestPictureDir, { recursive: true });
for (const name of contestPictureNames) {
  for (const [rendition, side] of Object.entries(entryPictureWidths)) {
    const bytes = await sharp(Buffer.from(drawings[name]))
      .resize(side, Math.round(side * entryPictureAspect))
      .webp({ quality: 70 })
      .toBuffer();
    await writeFile(new URL(`${name}-${rendition}.webp`, contestPictureDir), bytes);
  }
}
