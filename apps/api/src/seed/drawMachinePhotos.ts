// `npx tsx apps/api/src/seed/drawMachinePhotos.ts`: draws the machines' GENERATED pictures
// (silhouettes of tractors, transporters and attachments in their makers' colours on drawn
// landscapes) and writes them as WebP to seed/machine-photos/. Run again after changing a
// drawing; the files are committed, so neither the seed nor the server draws anything.
import { mkdir, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import {
  machinePhotoDir,
  machinePhotos,
  photoRenditions,
  type PhotoScene,
  type PhotoSubject,
} from '../plugins/photoCatalogue';

const width = 960;
const height = 720;
const horizon = 430;
const groundLine = 600;

const scenes: Record<PhotoScene, () => string> = {
  meadow: () =>
    sky('#9fd3f5', '#e8f5ff') +
    hills('#7cb342', 0.55) +
    hills('#558b2f', 0.8, 60) +
    ground('#6aa84f', '#4e8a3a') +
    flowers(),
  alps: () =>
    sky('#7fbfeb', '#dff0fb') +
    mountains() +
    hills('#689f38', 0.9, 90) +
    ground('#7cb342', '#5d9331'),
  farmyard: () => sky('#a9d8f2', '#f1f8fc') + barn() + ground('#b7ab98', '#9c8f7c'),
  field: () => sky('#8ecdf0', '#fff6df') + hills('#8db255', 0.5) + stubbleField(),
  dusk: () =>
    sky('#f6a561', '#fbe3b4') + sun() + hills('#5a6b3b', 0.6) + ground('#4f6b35', '#3d5428'),
  forest: () => sky('#98cdee', '#e6f3fb') + forest() + ground('#5f9a3c', '#487a2c'),
  snow: () =>
    sky('#b9d7ea', '#f3f8fb') + mountains('#e9eef2') + hills('#f4f7f9', 0.9, 80) + snowGround(),
};

const subjects: Record<PhotoSubject, () => string> = {
  'tractor-red': () =>
    tractor({ body: '#e2001a', dark: '#8c0010', roof: '#f4f4f4', rim: '#d9d9d9' }),
  'tractor-green': () =>
    tractor({ body: '#2e7d32', dark: '#1b4d1e', roof: '#2e7d32', rim: '#f2c200' }),
  transporter: transporter,
  'front-loader': frontLoader,
  mower: mower,
  'snow-plough': snowPlough,
};

export function sky(top: string, bottom: string) {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${width}" height="${horizon + 80}" fill="url(#sky)"/>`;
}

export function hills(color: string, amplitude: number, lift = 0) {
  const base = horizon - lift * 0.3;
  const points = Array.from({ length: 13 }, (_, index) => {
    const x = (index * width) / 12;
    const y = base - Math.abs(Math.sin(index * 1.7 + lift)) * 70 * amplitude;
    return `${x.toFixed(0)},${y.toFixed(0)}`;
  });
  return `<polygon points="0,${horizon + 40} ${points.join(' ')} ${width},${horizon + 40}" fill="${color}"/>`;
}

export function mountains(snowColor = '#ffffff') {
  const peaks: [number, number, number][] = [
    [120, 170, 230],
    [360, 110, 260],
    [620, 150, 240],
    [860, 120, 220],
  ];
  return peaks
    .map(
      ([x, top, half]) =>
        `<polygon points="${x - half},${horizon} ${x},${top} ${x + half},${horizon}" fill="#8a96a3"/>` +
        `<polygon points="${x - half * 0.28},${top + 60} ${x},${top} ${x + half * 0.28},${top + 60} ${x + 12},${top + 48} ${x - 10},${top + 64}" fill="${snowColor}"/>`,
    )
    .join('');
}

function ground(near: string, far: string) {
  return `<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${far}"/><stop offset="1" stop-color="${near}"/></linearGradient></defs><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#ground)"/>`;
}

export function flowers() {
  return Array.from({ length: 40 }, (_, index) => {
    const x = (index * 197) % width;
    const y = horizon + 30 + ((index * 89) % (height - horizon - 40));
    const color = ['#ffffff', '#ffd54f', '#f48fb1'][index % 3];
    return `<circle cx="${x}" cy="${y}" r="3" fill="${color}"/>`;
  }).join('');
}

function barn() {
  return `<rect x="560" y="250" width="330" height="190" fill="#8d5a3b"/><polygon points="540,260 725,170 910,260" fill="#5d3a26"/><rect x="680" y="320" width="90" height="120" fill="#4a2e1f"/><rect x="600" y="290" width="50" height="40" fill="#f1e3c6"/><rect x="810" y="290" width="50" height="40" fill="#f1e3c6"/><rect x="40" y="300" width="200" height="140" fill="#efe6d8"/><polygon points="25,310 140,240 255,310" fill="#7a4b33"/>`;
}

function stubbleField() {
  const rows = Array.from({ length: 14 }, (_, index) => {
    const y = horizon + 10 + index * index * 1.6 + index * 8;
    return `<line x1="0" y1="${y.toFixed(0)}" x2="${width}" y2="${y.toFixed(0)}" stroke="#c9a94f" stroke-width="${1 + index * 0.4}"/>`;
  }).join('');
  return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#e0c36a"/>${rows}`;
}

export function sun() {
  return `<circle cx="760" cy="300" r="70" fill="#fff1c1" opacity="0.9"/>`;
}

function forest() {
  return Array.from({ length: 22 }, (_, index) => {
    const x = index * 46 + (index % 2) * 12;
    const top = horizon - 130 - ((index * 37) % 60);
    return `<polygon points="${x - 34},${horizon + 10} ${x},${top} ${x + 34},${horizon + 10}" fill="${index % 2 ? '#2e5e2e' : '#3b6f35'}"/>`;
  }).join('');
}

function snowGround() {
  return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#f7fafc"/><path d="M0 ${horizon + 90} Q 240 ${horizon + 60} 480 ${horizon + 100} T ${width} ${horizon + 80}" stroke="#c8d8e6" stroke-width="14" fill="none"/>`;
}

export function wheel(cx: number, cy: number, radius: number, rim: string) {
  const lugs = Array.from({ length: 16 }, (_, index) => {
    const angle = (index * Math.PI) / 8;
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(radius * 0.09).toFixed(1)}" fill="#1c1c1c"/>`;
  }).join('');
  return `${lugs}<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#262626"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.56}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.18}" fill="#555"/>`;
}

function shadow(x: number, w: number) {
  return `<ellipse cx="${x}" cy="${groundLine + 4}" rx="${w}" ry="18" fill="#000" opacity="0.18"/>`;
}

function tractor(colours: { body: string; dark: string; roof: string; rim: string }) {
  const { body, dark, roof, rim } = colours;
  const rearY = groundLine - 120;
  const frontY = groundLine - 78;
  return (
    shadow(480, 330) +
    `<rect x="250" y="230" width="210" height="250" rx="8" fill="#333"/>` +
    `<rect x="262" y="242" width="186" height="150" rx="6" fill="#bfe3f5" opacity="0.85"/>` +
    `<rect x="240" y="212" width="232" height="26" rx="8" fill="${roof}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M440 380 L720 385 Q740 386 744 404 L748 470 L440 478 Z" fill="${body}"/>` +
    `<rect x="440" y="392" width="300" height="10" fill="${dark}" opacity="0.5"/>` +
    `<rect x="738" y="400" width="14" height="66" rx="4" fill="#222"/>` +
    `<rect x="560" y="300" width="14" height="90" rx="4" fill="#444"/>` +
    `<path d="M200 ${rearY} A 132 132 0 0 1 464 ${rearY} L 464 ${rearY + 18} L 200 ${rearY + 18} Z" fill="${body}"/>` +
    wheel(332, rearY, 120, rim) +
    wheel(672, frontY, 78, rim) +
    `<rect x="440" y="470" width="180" height="26" fill="${dark}"/>`
  );
}

function transporter() {
  const y = groundLine - 78;
  return (
    shadow(480, 360) +
    `<rect x="140" y="${y - 70}" width="600" height="44" fill="#3b3b3b"/>` +
    `<path d="M130 ${y - 170} L560 ${y - 170} L560 ${y - 66} L150 ${y - 66} Z" fill="#e2001a"/>` +
    `<rect x="130" y="${y - 178}" width="430" height="12" fill="#9a0012"/>` +
    `<path d="M570 ${y - 250} L770 ${y - 250} Q800 ${y - 250} 806 ${y - 210} L816 ${y - 70} L570 ${y - 70} Z" fill="#e2001a"/>` +
    `<path d="M590 ${y - 236} L760 ${y - 236} Q780 ${y - 236} 784 ${y - 206} L790 ${y - 150} L590 ${y - 150} Z" fill="#bfe3f5" opacity="0.9"/>` +
    `<rect x="570" y="${y - 262}" width="206" height="16" rx="6" fill="#f4f4f4"/>` +
    wheel(250, y, 78, '#d9d9d9') +
    wheel(690, y, 78, '#d9d9d9')
  );
}

function frontLoader() {
  const y = groundLine;
  return (
    shadow(470, 300) +
    `<path d="M300 ${y - 300} L360 ${y - 300} L600 ${y - 90} L560 ${y - 60} Z" fill="#4d4d4d"/>` +
    `<path d="M280 ${y - 320} L380 ${y - 320} L380 ${y - 270} L280 ${y - 270} Z" fill="#4d4d4d"/>` +
    `<rect x="320" y="${y - 270}" width="16" height="270" fill="#6b6b6b"/>` +
    `<rect x="520" y="${y - 110}" width="14" height="110" fill="#6b6b6b"/>` +
    `<path d="M560 ${y - 160} L780 ${y - 160} L800 ${y - 20} L600 ${y - 20} Z" fill="#f0b400"/>` +
    `<rect x="600" y="${y - 28}" width="200" height="12" fill="#2b2b2b"/>` +
    `<line x1="380" y1="${y - 280}" x2="580" y2="${y - 140}" stroke="#9e9e9e" stroke-width="10"/>`
  );
}

function mower() {
  const y = groundLine;
  return (
    shadow(480, 340) +
    `<rect x="150" y="${y - 60}" width="660" height="30" rx="10" fill="#3a3a3a"/>` +
    `<path d="M170 ${y - 60} L220 ${y - 170} L760 ${y - 170} L800 ${y - 60} Z" fill="#d3202f"/>` +
    `<rect x="220" y="${y - 182}" width="540" height="14" fill="#8c1420"/>` +
    `<rect x="420" y="${y - 300}" width="26" height="140" fill="#4d4d4d"/>` +
    `<rect x="400" y="${y - 312}" width="180" height="22" fill="#4d4d4d"/>` +
    Array.from(
      { length: 7 },
      (_, index) => `<ellipse cx="${210 + index * 90}" cy="${y - 30}" rx="36" ry="9" fill="#777"/>`,
    ).join('')
  );
}

function snowPlough() {
  const y = groundLine;
  return (
    shadow(480, 320) +
    `<path d="M160 ${y - 40} L480 ${y - 120} L800 ${y - 40} L800 ${y - 200} L480 ${y - 280} L160 ${y - 200} Z" fill="#f07c00"/>` +
    `<path d="M160 ${y - 40} L480 ${y - 120} L800 ${y - 40} L800 ${y - 20} L480 ${y - 100} L160 ${y - 20} Z" fill="#1f1f1f"/>` +
    `<line x1="480" y1="${y - 280}" x2="480" y2="${y - 110}" stroke="#a85600" stroke-width="8"/>` +
    `<rect x="440" y="${y - 360}" width="80" height="90" fill="#4d4d4d"/>` +
    `<rect x="180" y="${y - 250}" width="14" height="60" fill="#ffd54f"/>` +
    `<rect x="766" y="${y - 250}" width="14" height="60" fill="#ffd54f"/>`
  );
}

function picture(subject: PhotoSubject, scene: PhotoScene, mirrored: boolean): string {
  const drawn = subjects[subject]();
  const placed = mirrored ? `<g transform="translate(${width} 0) scale(-1 1)">${drawn}</g>` : drawn;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scenes[scene]()}${placed}</svg>`;
}

/** Draws every machine photo into seed/machine-photos/. */
async function drawMachinePhotos() {
  await mkdir(machinePhotoDir, { recursive: true });
  let total = 0;
  for (const [subject, subjectScenes] of Object.entries(machinePhotos) as [
    PhotoSubject,
    readonly PhotoScene[],
  ][]) {
    for (const [index, scene] of subjectScenes.entries()) {
      const svg = Buffer.from(picture(subject, scene, index % 2 === 1));
      for (const [rendition, [w, h]] of Object.entries(photoRenditions)) {
        const bytes = await sharp(svg, { density: 72 })
          .resize(w, h)
          .webp({ quality: rendition === 'xs' ? 70 : 74, effort: 6 })
          .toBuffer();
        total += bytes.length;
        await writeFile(new URL(`${subject}-${scene}-${rendition}.webp`, machinePhotoDir), bytes);
      }
    }
  }
  console.log(`Machine photos written: ${(total / 1024).toFixed(0)} kB`);
}

// Drawn when run as a script; the helpers above are shared with seed/drawModelPictures.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await drawMachinePhotos();
}
