// `npx tsx apps/api/src/seed/drawPressPhotos.ts`: draws the demo press photos (seed/pressPhotos.ts)
// as flat GENERATED DRAWINGS, not photos of Lindner: a tractor, a transporter, a works building
// or an event with tents, each in front of hills and its sky, marked "Demo" in a corner. Writes
// `{name}-web.jpg` and `{name}-print.jpg` to seed/press-photos/. The files are committed, so
// neither the seed nor the server draws anything.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { pressPhotoDir } from '../modules/press/pressFiles';
import { pressPhotoSeed, pressPhotoSizesPx, type PressPhotoSeed } from './pressPhotos';

const width = 1200;
const height = 800;

function wheel(cx: number, cy: number, r: number) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#222"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#bbb"/>`;
}

function tractor(colour: string) {
  return `<g transform="translate(380 430)">
    <rect x="40" y="60" width="330" height="120" rx="14" fill="${colour}"/>
    <rect x="200" y="-60" width="160" height="130" rx="10" fill="#333"/>
    <rect x="214" y="-46" width="132" height="100" rx="6" fill="#cfe6f5"/>
    <rect x="370" y="100" width="90" height="70" rx="10" fill="${colour}"/>
    ${wheel(300, 200, 95)}${wheel(430, 220, 60)}
  </g>`;
}

function transporter(colour: string) {
  return `<g transform="translate(300 440)">
    <rect x="0" y="70" width="380" height="90" rx="8" fill="#555"/>
    <rect x="390" y="-20" width="200" height="180" rx="16" fill="${colour}"/>
    <rect x="410" y="0" width="160" height="80" rx="8" fill="#cfe6f5"/>
    ${wheel(90, 190, 60)}${wheel(250, 190, 60)}${wheel(500, 190, 60)}
  </g>`;
}

function factory(colour: string) {
  return `<g transform="translate(160 360)">
    <rect x="0" y="80" width="880" height="240" fill="${colour}"/>
    <path d="M0 80 L110 10 L220 80 L330 10 L440 80 L550 10 L660 80 L770 10 L880 80 Z" fill="#444"/>
    <rect x="60" y="180" width="140" height="140" fill="#ddd"/>
    <rect x="680" y="180" width="140" height="140" fill="#ddd"/>
    ${[260, 360, 460, 560].map((x) => `<rect x="${x}" y="150" width="70" height="50" fill="#cfe6f5"/>`).join('')}
    <rect x="300" y="110" width="280" height="26" fill="#e2001a"/>
  </g>`;
}

function event(colour: string) {
  const tent = (x: number, scale: number) =>
    `<g transform="translate(${x} 560) scale(${scale})"><path d="M0 0 L120 -140 L240 0 Z" fill="${colour}"/><rect x="0" y="0" width="240" height="90" fill="#fff"/><path d="M100 90 L120 20 L140 90 Z" fill="${colour}"/></g>`;
  const people = Array.from({ length: 14 }, (_, index) => {
    const x = 120 + index * 70 + (index % 3) * 9;
    const y = 690 + (index % 2) * 16;
    return `<circle cx="${x}" cy="${y - 40}" r="13" fill="#6b4a36"/><rect x="${x - 14}" y="${y - 26}" width="28" height="50" rx="10" fill="${index % 2 ? '#2d5f9a' : '#e2001a'}"/>`;
  }).join('');
  return tent(140, 1.3) + tent(520, 1.6) + tent(900, 1.1) + people;
}

const scenes = { tractor, transporter, factory, event };

function svgOf(photo: PressPhotoSeed) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="${photo.sky}"/>
    <path d="M0 420 Q 200 250 420 380 T 860 330 T 1200 360 V 800 H 0 Z" fill="#8fb07a"/>
    <path d="M0 560 Q 300 470 600 540 T 1200 520 V 800 H 0 Z" fill="#6f9a55"/>
    ${scenes[photo.scene](photo.colour)}
    <rect x="1040" y="740" width="140" height="44" rx="6" fill="#000" fill-opacity="0.55"/>
    <text x="1110" y="771" font-family="sans-serif" font-size="26" font-weight="bold" fill="#fff" text-anchor="middle">DEMO</text>
  </svg>`;
}

await mkdir(pressPhotoDir, { recursive: true });
let total = 0;
for (const photo of pressPhotoSeed) {
  const svg = Buffer.from(svgOf(photo));
  for (const [size, [w, h]] of Object.entries(pressPhotoSizesPx)) {
    const bytes = await sharp(svg, { density: (72 * w) / width })
      .resize(w, h)
      .jpeg({ quality: size === 'web' ? 72 : 80, mozjpeg: true })
      .toBuffer();
    total += bytes.length;
    await writeFile(new URL(`${photo.name}-${size}.jpg`, pressPhotoDir), bytes);
  }
}
console.log(`${pressPhotoSeed.length} photos, ${Math.round(total / 1024)} kB`);
