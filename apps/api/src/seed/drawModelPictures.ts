// `npx tsx apps/api/src/seed/drawModelPictures.ts`: draws the model pages' GENERATED pictures
// (side views of the Lindner series in their red-and-white livery on drawn landscapes, and one
// simple illustration per series and section) and writes them as WebP to seed/model-pictures/.
// Run again after changing a drawing; the files are committed, so neither the seed nor the
// server draws anything.
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  illustratedSections,
  modelPictureDir,
  modelPictureRenditions,
  pictureSeries,
  type IllustratedSection,
} from '../modules/models/modelPictures';
import { flowers, hills, mountains, sky, wheel } from './drawMachinePhotos';
import { lindnerModels } from '../referenceData/lindnerModels';

type Series = 'lintrac' | 'geotrac' | 'unitrac';

// The canvas (3:2); the landscape helpers of drawMachinePhotos.ts share its width and horizon.
const width = 960;
const height = 640;
const horizon = 430;
const groundLine = 600;

const red = '#e2001a';
const darkRed = '#9a0012';
const white = '#f6f6f6';
const rim = '#d9d9d9';
const frame = '#2b2b2b';
const glass = '#bfe3f5';
const steel = '#4d4d4d';

/** A point of a vehicle's drawing: x from its rear, y up from the ground (negative). */
type Point = [x: number, y: number];

/** What the section drawings need to know of a vehicle's side view. */
interface Outline {
  length: number;
  height: number;
  axles: [rear: number, front: number];
  headlight: Point;
  roofLight: Point;
  cabCentre: Point;
}

const outlines: Record<Series, Outline> = {
  lintrac: {
    length: 630,
    height: 448,
    axles: [135, 510],
    headlight: [604, -232],
    roofLight: [266, -436],
    cabCentre: [150, -300],
  },
  geotrac: {
    length: 562,
    height: 392,
    axles: [120, 452],
    headlight: [540, -180],
    roofLight: [238, -381],
    cabCentre: [130, -262],
  },
  unitrac: {
    length: 716,
    height: 440,
    axles: [170, 590],
    headlight: [706, -196],
    roofLight: [652, -431],
    cabCentre: [570, -320],
  },
};

// ——— Vehicles, side view, facing right ———

interface VehicleOptions {
  /** A front loader with its bucket raised (tractors) or the platform tipped (Unitrac). */
  lifted?: boolean;
}

function groundShadow(length: number) {
  return `<ellipse cx="${length / 2}" cy="4" rx="${length / 2 + 14}" ry="14" fill="#000" opacity="0.18"/>`;
}

/** The cab's glass with a seat and steering wheel behind it and two reflections. */
function cabGlass(x: number, y: number, w: number, h: number, facing: 'right' = 'right') {
  const seatX = facing === 'right' ? x + w * 0.22 : x;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${glass}"/>` +
    `<path d="M${seatX} ${y + h} L${seatX + w * 0.06} ${y + h * 0.42} L${seatX + w * 0.2} ${y + h * 0.42} L${seatX + w * 0.2} ${y + h * 0.78} L${seatX + w * 0.42} ${y + h * 0.78} L${seatX + w * 0.42} ${y + h} Z" fill="#5a6670" opacity="0.55"/>` +
    `<line x1="${x + w * 0.86}" y1="${y + h}" x2="${x + w * 0.74}" y2="${y + h * 0.62}" stroke="#5a6670" stroke-width="6" opacity="0.6"/>` +
    `<ellipse cx="${x + w * 0.72}" cy="${y + h * 0.6}" rx="${w * 0.09}" ry="${h * 0.04}" fill="none" stroke="#5a6670" stroke-width="5" opacity="0.7"/>` +
    `<polygon points="${x + w * 0.12},${y} ${x + w * 0.3},${y} ${x + w * 0.02},${y + h * 0.55} ${x},${y + h * 0.55} ${x},${y + h * 0.25}" fill="#fff" opacity="0.35"/>` +
    `<polygon points="${x + w * 0.42},${y} ${x + w * 0.5},${y} ${x + w * 0.22},${y + h * 0.6} ${x + w * 0.14},${y + h * 0.6}" fill="#fff" opacity="0.25"/>`
  );
}

function frontLoader(mast: Point, tip: Point) {
  const [mx, my] = mast;
  const [tx, ty] = tip;
  return (
    `<rect x="${mx - 12}" y="${my - 40}" width="30" height="${-my - 100}" fill="${steel}"/>` +
    `<path d="M${mx} ${my - 30} Q ${(mx + tx) / 2} ${ty - 30} ${tx} ${ty}" stroke="#3a3a3a" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<line x1="${mx + 20}" y1="${my + 60}" x2="${mx + (tx - mx) * 0.55}" y2="${my + (ty - my) * 0.7}" stroke="#b5b5b5" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${tx - 14} ${ty - 30} L${tx + 78} ${ty - 40} L${tx + 98} ${ty + 40} L${tx + 6} ${ty + 26} Z" fill="${steel}"/>` +
    `<path d="M${tx + 78} ${ty - 40} L${tx + 98} ${ty + 40} L${tx + 88} ${ty + 42} L${tx + 68} ${ty - 36} Z" fill="#2b2b2b"/>`
  );
}

function lintrac({ lifted = false }: VehicleOptions) {
  return (
    groundShadow(630) +
    `<path d="M-11 -130 A 146 146 0 0 1 281 -130 L 281 -112 L -11 -112 Z" fill="${red}"/>` +
    `<rect x="30" y="-430" width="232" height="292" rx="10" fill="${frame}"/>` +
    cabGlass(44, -410, 204, 196) +
    `<rect x="18" y="-448" width="256" height="26" rx="10" fill="${white}" stroke="${darkRed}" stroke-width="3"/>` +
    `<rect x="290" y="-370" width="12" height="110" rx="4" fill="#555"/>` +
    `<rect x="252" y="-152" width="320" height="34" fill="#3a3a3a"/>` +
    `<path d="M252 -262 L590 -252 Q612 -250 614 -228 L618 -148 L252 -140 Z" fill="${red}"/>` +
    `<rect x="266" y="-222" width="336" height="12" fill="${white}"/>` +
    `<rect x="600" y="-242" width="14" height="86" rx="4" fill="#222"/>` +
    `<rect x="596" y="-244" width="16" height="22" rx="4" fill="#fff8d6"/>` +
    `<rect x="604" y="-200" width="26" height="60" rx="4" fill="#333"/>` +
    `<path d="M410 -90 A 104 104 0 0 1 614 -90 L 614 -80 L 410 -80 Z" fill="${red}"/>` +
    wheel(135, -130, 130, rim) +
    wheel(510, -88, 88, rim) +
    (lifted ? frontLoader([300, -262], [700, -430]) : '')
  );
}

function geotrac({ lifted = false }: VehicleOptions) {
  return (
    groundShadow(562) +
    `<path d="M-10 -108 A 122 122 0 0 1 234 -108 L 234 -92 L -10 -92 Z" fill="${red}"/>` +
    `<rect x="25" y="-376" width="207" height="262" rx="10" fill="${frame}"/>` +
    cabGlass(38, -358, 181, 172) +
    `<rect x="13" y="-392" width="231" height="22" rx="9" fill="${white}" stroke="${darkRed}" stroke-width="3"/>` +
    `<rect x="242" y="-300" width="11" height="96" rx="4" fill="#555"/>` +
    `<rect x="226" y="-120" width="290" height="28" fill="#3a3a3a"/>` +
    `<path d="M226 -206 L520 -190 Q540 -188 544 -170 L548 -116 L226 -108 Z" fill="${red}"/>` +
    `<rect x="240" y="-174" width="296" height="10" fill="${white}"/>` +
    `<rect x="536" y="-186" width="12" height="64" rx="4" fill="#222"/>` +
    `<rect x="532" y="-190" width="15" height="18" rx="4" fill="#fff8d6"/>` +
    `<rect x="540" y="-160" width="22" height="48" rx="4" fill="#333"/>` +
    `<path d="M368 -76 A 86 86 0 0 1 538 -76 L 538 -66 L 368 -66 Z" fill="${red}"/>` +
    wheel(120, -108, 108, rim) +
    wheel(452, -74, 74, rim) +
    (lifted ? frontLoader([262, -206], [620, -372]) : '')
  );
}

const unitracPlatform =
  `<rect x="0" y="-246" width="440" height="86" fill="${red}"/>` +
  `<rect x="0" y="-258" width="440" height="14" fill="${darkRed}"/>` +
  `<rect x="0" y="-214" width="440" height="10" fill="${white}"/>` +
  [88, 176, 264, 352]
    .map((x) => `<rect x="${x}" y="-244" width="4" height="82" fill="${darkRed}" opacity="0.6"/>`)
    .join('');

/** The tipping angle of a lifted Unitrac platform, about its rear hinge. */
const tipAngle = -24;

function unitrac({ lifted = false }: VehicleOptions) {
  const hinge: Point = [6, -160];
  const turn = (x: number, y: number): Point => {
    const a = (tipAngle * Math.PI) / 180;
    const dx = x - hinge[0];
    const dy = y - hinge[1];
    return [
      hinge[0] + dx * Math.cos(a) - dy * Math.sin(a),
      hinge[1] + dx * Math.sin(a) + dy * Math.cos(a),
    ];
  };
  const [ramX, ramY] = turn(300, -160);
  const platform = lifted
    ? `<line x1="300" y1="-140" x2="${ramX.toFixed(0)}" y2="${ramY.toFixed(0)}" stroke="#c4c4c4" stroke-width="16" stroke-linecap="round"/>` +
      `<line x1="300" y1="-140" x2="${(300 + (ramX - 300) * 0.5).toFixed(0)}" y2="${(-140 + (ramY + 140) * 0.5).toFixed(0)}" stroke="#8a8a8a" stroke-width="22" stroke-linecap="round"/>` +
      `<g transform="rotate(${tipAngle} ${hinge[0]} ${hinge[1]})">${unitracPlatform}</g>`
    : unitracPlatform;
  return (
    groundShadow(716) +
    `<rect x="0" y="-162" width="700" height="36" fill="#3b3b3b"/>` +
    platform +
    `<path d="M452 -424 L640 -424 Q684 -424 694 -384 L716 -160 L452 -160 Z" fill="${red}"/>` +
    cabGlass(472, -404, 200, 142) +
    `<path d="M640 -404 Q662 -404 670 -374 L684 -262 L672 -262 Z" fill="${glass}"/>` +
    `<rect x="452" y="-226" width="262" height="10" fill="${white}"/>` +
    `<rect x="446" y="-440" width="212" height="18" rx="8" fill="${white}" stroke="${darkRed}" stroke-width="3"/>` +
    `<rect x="698" y="-204" width="16" height="20" rx="4" fill="#fff8d6"/>` +
    `<path d="M70 -84 A 100 100 0 0 1 270 -84 L 270 -74 L 70 -74 Z" fill="${darkRed}"/>` +
    `<path d="M490 -84 A 100 100 0 0 1 690 -84 L 690 -74 L 490 -74 Z" fill="${red}"/>` +
    wheel(170, -84, 84, rim) +
    wheel(590, -84, 84, rim)
  );
}

const vehicles: Record<Series, (options: VehicleOptions) => string> = {
  lintrac,
  geotrac,
  unitrac,
};

/** A vehicle with its rear at x and its wheels on the ground at y, scaled. */
function place(series: Series, x: number, y: number, scale: number, options: VehicleOptions = {}) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${vehicles[series](options)}</g>`;
}

/** Where a point of a placed vehicle is on the canvas. */
function at([px, py]: Point, x: number, y: number, scale: number): Point {
  return [x + px * scale, y + py * scale];
}

/** A vehicle standing on the ground line, centred. */
function centred(series: Series, scale: number, options: VehicleOptions = {}) {
  const x = (width - outlines[series].length * scale) / 2;
  return { x, y: groundLine, scale, svg: place(series, x, groundLine, scale, options) };
}

// ——— Landscapes ———

function cloud(x: number, y: number, size: number) {
  return `<g fill="#fff" opacity="0.9"><ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 0.42}"/><ellipse cx="${x - size * 0.45}" cy="${y + size * 0.08}" rx="${size * 0.55}" ry="${size * 0.32}"/><ellipse cx="${x + size * 0.2}" cy="${y - size * 0.22}" rx="${size * 0.5}" ry="${size * 0.36}"/></g>`;
}

function land(color: string) {
  return (
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${color}"/>` + track()
  );
}

/** A farm track along the ground line. */
function track() {
  return `<path d="M0 ${groundLine - 22} Q ${width / 2} ${groundLine - 34} ${width} ${groundLine - 22} L ${width} ${groundLine + 22} Q ${width / 2} ${groundLine + 14} 0 ${groundLine + 22} Z" fill="#c2b08e"/>`;
}

function stubble() {
  const rows = Array.from({ length: 10 }, (_, index) => {
    const y = horizon + 8 + index * index * 1.4 + index * 9;
    return `<line x1="0" y1="${y.toFixed(0)}" x2="${width}" y2="${y.toFixed(0)}" stroke="#c9a94f" stroke-width="${1 + index * 0.4}"/>`;
  }).join('');
  return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#e0c36a"/>${rows}`;
}

const landscapes = {
  meadow: () =>
    sky('#9fd3f5', '#e8f5ff') +
    cloud(180, 110, 70) +
    cloud(700, 80, 54) +
    hills('#7cb342', 0.55) +
    hills('#558b2f', 0.8, 60) +
    land('#6aa84f') +
    flowers(),
  alps: () =>
    sky('#7fbfeb', '#dff0fb') +
    mountains() +
    hills('#689f38', 0.9, 90) +
    land('#7cb342') +
    cloud(820, 90, 50),
  field: () =>
    sky('#8ecdf0', '#fff6df') + cloud(300, 90, 60) + hills('#8db255', 0.5) + stubble() + track(),
};
type Landscape = keyof typeof landscapes;

/** A plain light background for the drawn objects, with a strip of ground for the vehicle. */
function panel() {
  return (
    `<rect width="${width}" height="${height}" fill="#f4f1ec"/>` +
    `<circle cx="330" cy="290" r="250" fill="#ebe4d9"/>` +
    `<rect y="${groundLine}" width="${width}" height="${height - groundLine}" fill="#e2dacd"/>`
  );
}

/** The series' vehicle, small, in the lower right corner of a panel. */
function cornerVehicle(series: Series) {
  const scale = 300 / outlines[series].length;
  return place(series, width - 330, groundLine, scale);
}

// ——— The sections' drawings ———

function gear(cx: number, cy: number, radius: number, teeth: number, color: string, turn = 0) {
  const depth = radius * 0.16;
  const points: string[] = [];
  for (let index = 0; index < teeth; index += 1) {
    const step = (2 * Math.PI) / teeth;
    const a = index * step + turn;
    for (const [offset, r] of [
      [0, radius],
      [0.12, radius + depth],
      [0.38, radius + depth],
      [0.5, radius],
    ] as const) {
      const angle = a + offset * step;
      points.push(
        `${(cx + Math.cos(angle) * r).toFixed(1)},${(cy + Math.sin(angle) * r).toFixed(1)}`,
      );
    }
  }
  return (
    `<polygon points="${points.join(' ')}" fill="${color}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.62}" fill="#000" opacity="0.12"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.24}" fill="#f4f1ec"/>`
  );
}

function transmission(series: Series) {
  return (
    panel() +
    gear(300, 280, 150, 20, red) +
    gear(505, 165, 76, 10, '#7a7f85', 0.3) +
    gear(500, 430, 92, 12, steel, 0.12) +
    cornerVehicle(series)
  );
}

function engineBlock() {
  const ribs = Array.from(
    { length: 6 },
    (_, index) =>
      `<rect x="${290 + index * 52}" y="180" width="30" height="46" rx="6" fill="#b80016"/>`,
  ).join('');
  return (
    `<path d="M210 430 L620 430 L596 520 L234 520 Z" fill="#3a3d40"/>` +
    `<rect x="200" y="230" width="440" height="210" rx="14" fill="#6b7075"/>` +
    Array.from(
      { length: 5 },
      (_, index) =>
        `<rect x="${236 + index * 82}" y="262" width="14" height="150" rx="6" fill="#5b6065"/>`,
    ).join('') +
    `<rect x="248" y="170" width="362" height="70" rx="14" fill="${red}"/>` +
    ribs +
    `<circle cx="170" cy="380" r="58" fill="#3a3d40"/><circle cx="170" cy="380" r="22" fill="#9ea3a8"/>` +
    `<circle cx="190" cy="250" r="30" fill="#3a3d40"/>` +
    `<path d="M170 322 L190 220 L220 250 L200 438 Z" fill="#222" opacity="0.8"/>` +
    `<circle cx="700" cy="300" r="48" fill="#9ea3a8"/><circle cx="700" cy="300" r="22" fill="#6b7075"/>` +
    `<path d="M640 300 L652 300 M700 252 L700 150 L760 150" stroke="#9ea3a8" stroke-width="26" fill="none" stroke-linejoin="round"/>` +
    `<rect x="300" y="120" width="170" height="40" rx="18" fill="#b5b5b5"/>`
  );
}

function engine(series: Series) {
  return (
    panel() +
    `<g transform="translate(-10 30) scale(0.9)">${engineBlock()}</g>` +
    cornerVehicle(series)
  );
}

function joystick() {
  const bellows = Array.from(
    { length: 5 },
    (_, index) =>
      `<rect x="${390 + index * 6}" y="${470 - index * 26}" width="${180 - index * 12}" height="20" rx="10" fill="#262626"/>`,
  ).join('');
  return (
    `<rect x="300" y="490" width="360" height="70" rx="22" fill="#3a3a3a"/>` +
    `<rect x="320" y="500" width="320" height="12" rx="6" fill="#555"/>` +
    bellows +
    `<rect x="462" y="250" width="36" height="150" fill="#444"/>` +
    `<g transform="rotate(12 480 250)">` +
    `<path d="M430 260 Q420 140 470 90 Q520 60 548 110 Q566 160 540 260 Z" fill="#2f2f2f"/>` +
    `<path d="M470 96 Q520 66 546 112 L520 130 Q500 100 472 120 Z" fill="${red}"/>` +
    `<circle cx="496" cy="158" r="14" fill="${red}"/><circle cx="526" cy="186" r="11" fill="${white}"/>` +
    `<rect x="450" y="190" width="18" height="42" rx="9" fill="#777"/>` +
    `</g>` +
    `<path d="M330 200 A 190 190 0 0 1 420 90" stroke="${red}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<polygon points="405,72 440,84 414,110" fill="${red}"/>` +
    `<polygon points="318,222 312,184 344,198" fill="${red}"/>`
  );
}

function ldrive(series: Series) {
  return panel() + `<g transform="translate(-60 0)">${joystick()}</g>` + cornerVehicle(series);
}

function coins() {
  const stack = (x: number, count: number) =>
    Array.from({ length: count }, (_, index) => {
      const y = 540 - index * 16;
      return `<ellipse cx="${x}" cy="${y + 6}" rx="46" ry="16" fill="#b98a00"/><ellipse cx="${x}" cy="${y}" rx="46" ry="16" fill="#f2c200"/>`;
    }).join('') +
    `<ellipse cx="${x}" cy="${540 - (count - 1) * 16}" rx="26" ry="8" fill="none" stroke="#d9a600" stroke-width="4"/>`;
  return stack(440, 5) + stack(540, 9) + stack(490, 13);
}

function financingDocument() {
  const lines = Array.from(
    { length: 7 },
    (_, index) =>
      `<rect x="120" y="${200 + index * 36}" width="${index % 3 === 2 ? 150 : 230}" height="10" rx="5" fill="#c9c9c9"/>`,
  ).join('');
  return (
    `<g transform="rotate(-6 230 330)">` +
    `<rect x="96" y="112" width="292" height="400" rx="8" fill="#000" opacity="0.12" transform="translate(8 8)"/>` +
    `<rect x="96" y="112" width="292" height="400" rx="8" fill="#fff"/>` +
    `<rect x="96" y="112" width="292" height="56" rx="8" fill="${red}"/>` +
    `<rect x="96" y="150" width="292" height="18" fill="${red}"/>` +
    lines +
    `<path d="M130 470 q20 -40 40 0 t40 0 t40 -10" stroke="#1f4e79" stroke-width="4" fill="none"/>` +
    `<line x1="120" y1="484" x2="330" y2="484" stroke="#999" stroke-width="2"/>` +
    `</g>`
  );
}

function financing(series: Series) {
  return panel() + financingDocument() + coins() + cornerVehicle(series);
}

function traclink(series: Series) {
  const { x, y, scale, svg } = centred(series, 0.72);
  const shift = -150;
  const [ax, ay] = at(outlines[series].roofLight, x + shift, y, scale);
  const antenna = `<line x1="${ax}" y1="${ay}" x2="${ax}" y2="${ay - 40}" stroke="#333" stroke-width="5"/><circle cx="${ax}" cy="${ay - 42}" r="7" fill="${red}"/>`;
  const waves = (cx: number, cy: number, from: number, to: number) =>
    [26, 46, 66]
      .map(
        (r) =>
          `<path d="M${(cx + Math.cos(from) * r).toFixed(1)} ${(cy + Math.sin(from) * r).toFixed(1)} A ${r} ${r} 0 0 1 ${(cx + Math.cos(to) * r).toFixed(1)} ${(cy + Math.sin(to) * r).toFixed(1)}" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
  const phone =
    `<rect x="700" y="90" width="170" height="300" rx="24" fill="#1f1f1f"/>` +
    `<rect x="712" y="118" width="146" height="244" rx="8" fill="#dff0d0"/>` +
    `<path d="M712 200 L858 170 M760 118 L790 362 M712 300 L858 280" stroke="#fff" stroke-width="10"/>` +
    `<path d="M730 330 L770 260 L810 240 L840 150" stroke="${red}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M840 150 m-16 0 a16 16 0 1 1 32 0 q0 14 -16 32 q-16 -18 -16 -32 Z" fill="${red}" transform="translate(0 -22)"/>` +
    `<rect x="765" y="100" width="40" height="6" rx="3" fill="#555"/>`;
  return (
    landscapes.meadow() +
    `<g transform="translate(${shift} 0)">${svg}</g>` +
    antenna +
    waves(ax, ay - 42, -1.2, -0.2) +
    `<path d="M${ax + 60} ${ay - 90} Q ${(ax + 700) / 2} ${ay - 200} 694 200" stroke="#fff" stroke-width="4" stroke-dasharray="10 12" fill="none"/>` +
    phone +
    waves(785, 80, -2.6, -0.6)
  );
}

function lights(series: Series) {
  const { x, y, scale, svg } = centred(series, 0.78);
  const left = x - 120;
  const [hx, hy] = at(outlines[series].headlight, left, y, scale);
  const [rx, ry] = at(outlines[series].roofLight, left, y, scale);
  const stars = Array.from(
    { length: 24 },
    (_, index) =>
      `<circle cx="${(index * 211) % width}" cy="${20 + ((index * 73) % 260)}" r="${index % 3 === 0 ? 2.5 : 1.5}" fill="#fff" opacity="0.8"/>`,
  ).join('');
  return (
    `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d1833"/><stop offset="1" stop-color="#41507a"/></linearGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff6c4" stop-opacity="0.85"/><stop offset="1" stop-color="#fff6c4" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#night)"/>` +
    stars +
    `<circle cx="150" cy="100" r="34" fill="#f3efd8"/><circle cx="166" cy="90" r="30" fill="#16234a"/>` +
    hills('#1e2b36', 0.6) +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#1a2630"/>` +
    `<g transform="translate(-120 0)">${svg}</g>` +
    `<rect width="${width}" height="${height}" fill="#0b1530" opacity="0.45"/>` +
    `<polygon points="${hx},${hy - 6} ${width},${hy - 70} ${width},${groundLine + 40} ${hx},${hy + 10}" fill="url(#beam)"/>` +
    `<polygon points="${rx},${ry} ${width},${ry - 40} ${width},${groundLine - 40} ${rx},${ry + 8}" fill="url(#beam)" opacity="0.6"/>` +
    `<circle cx="${hx}" cy="${hy}" r="22" fill="#fff6c4" opacity="0.45"/><circle cx="${hx}" cy="${hy}" r="9" fill="#fffbe6"/>` +
    `<circle cx="${rx}" cy="${ry}" r="18" fill="#fff6c4" opacity="0.45"/><circle cx="${rx}" cy="${ry}" r="7" fill="#fffbe6"/>`
  );
}

function hydraulics(series: Series) {
  const scale = series === 'unitrac' ? 0.9 : 0.84;
  const x = series === 'unitrac' ? 150 : 90;
  return landscapes.field() + place(series, x, groundLine, scale, { lifted: true });
}

function dimensions(series: Series) {
  const outline = outlines[series];
  const scale = 640 / Math.max(outline.length, 640);
  const x = (width - outline.length * scale) / 2 - 30;
  const ground = 500;
  const front = x + outline.length * scale;
  const top = ground - outline.height * scale;
  const [rear, frontAxle] = outline.axles.map((axle) => x + axle * scale) as [number, number];
  const grid =
    Array.from(
      { length: 24 },
      (_, index) =>
        `<line x1="${index * 40}" y1="0" x2="${index * 40}" y2="${height}" stroke="#e1eaf2" stroke-width="2"/>`,
    ).join('') +
    Array.from(
      { length: 16 },
      (_, index) =>
        `<line x1="0" y1="${index * 40}" x2="${width}" y2="${index * 40}" stroke="#e1eaf2" stroke-width="2"/>`,
    ).join('');
  const ink = '#1f4e79';
  const arrow = (x1: number, y1: number, x2: number, y2: number) => {
    const horizontal = y1 === y2;
    const head = (px: number, py: number, direction: number) =>
      horizontal
        ? `<polygon points="${px},${py} ${px + 16 * direction},${py - 7} ${px + 16 * direction},${py + 7}" fill="${ink}"/>`
        : `<polygon points="${px},${py} ${px - 7},${py + 16 * direction} ${px + 7},${py + 16 * direction}" fill="${ink}"/>`;
    return (
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" stroke-width="3"/>` +
      head(x1, y1, 1) +
      head(x2, y2, -1)
    );
  };
  const extension = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" stroke-width="2" stroke-dasharray="6 6"/>`;
  const label = (cx: number, cy: number) =>
    `<rect x="${cx - 34}" y="${cy - 14}" width="68" height="28" rx="6" fill="#fff" stroke="${ink}" stroke-width="2"/><rect x="${cx - 20}" y="${cy - 3}" width="40" height="6" rx="3" fill="${ink}"/>`;
  return (
    `<rect width="${width}" height="${height}" fill="#fafcfd"/>` +
    grid +
    `<rect y="${ground}" width="${width}" height="${height - ground}" fill="#eef3f7"/>` +
    `<line x1="0" y1="${ground}" x2="${width}" y2="${ground}" stroke="#8aa1b5" stroke-width="3"/>` +
    place(series, x, ground, scale) +
    extension(rear, ground - 20, rear, 560) +
    extension(frontAxle, ground - 20, frontAxle, 560) +
    arrow(rear, 548, frontAxle, 548) +
    label((rear + frontAxle) / 2, 548) +
    extension(x, ground, x, 612) +
    extension(front, ground, front, 612) +
    arrow(x, 600, front, 600) +
    label((x + front) / 2, 600) +
    extension(x + outline.roofLight[0] * scale, top, front + 70, top) +
    arrow(front + 56, top, front + 56, ground) +
    label(front + 56, (top + ground) / 2)
  );
}

function cabin(series: Series) {
  const scale = 1.7;
  const [cx, cy] = outlines[series].cabCentre;
  const x = 480 - cx * scale;
  const y = 330 - cy * scale;
  return landscapes.alps() + place(series, x, y, scale);
}

// Top views for the four-wheel steering, centred on (0, 0), facing right.
function topWheel(cx: number, cy: number, length: number, breadth: number, angle: number) {
  const treads = Array.from(
    { length: 7 },
    (_, index) =>
      `<rect x="${cx - length / 2 + 6 + index * ((length - 12) / 7)}" y="${cy - breadth / 2}" width="${(length - 12) / 14}" height="${breadth}" fill="#111"/>`,
  ).join('');
  return `<g transform="rotate(${angle} ${cx} ${cy})"><rect x="${cx - length / 2}" y="${cy - breadth / 2}" width="${length}" height="${breadth}" rx="10" fill="#2a2a2a"/>${treads}</g>`;
}

const steer = 18;

function topView(series: Series) {
  switch (series) {
    case 'lintrac':
      return (
        topWheel(-170, -124, 170, 58, steer) +
        topWheel(-170, 124, 170, 58, steer) +
        topWheel(210, -108, 120, 42, -steer) +
        topWheel(210, 108, 120, 42, -steer) +
        `<rect x="-60" y="-52" width="360" height="104" rx="24" fill="${red}"/>` +
        `<rect x="-40" y="-8" width="320" height="16" fill="${white}"/>` +
        `<rect x="-250" y="-92" width="40" height="184" fill="${red}"/>` +
        `<rect x="-232" y="-110" width="206" height="220" rx="14" fill="${white}" stroke="${darkRed}" stroke-width="6"/>` +
        `<rect x="-44" y="-96" width="14" height="192" fill="${glass}"/>`
      );
    case 'geotrac':
      return (
        topWheel(-150, -106, 140, 50, steer) +
        topWheel(-150, 106, 140, 50, steer) +
        topWheel(185, -94, 100, 36, -steer) +
        topWheel(185, 94, 100, 36, -steer) +
        `<rect x="-50" y="-44" width="312" height="88" rx="20" fill="${red}"/>` +
        `<rect x="-34" y="-7" width="280" height="14" fill="${white}"/>` +
        `<rect x="-224" y="-80" width="36" height="160" fill="${red}"/>` +
        `<rect x="-208" y="-96" width="180" height="192" rx="12" fill="${white}" stroke="${darkRed}" stroke-width="6"/>` +
        `<rect x="-44" y="-84" width="12" height="168" fill="${glass}"/>`
      );
    case 'unitrac':
      return (
        topWheel(-200, -114, 136, 48, steer) +
        topWheel(-200, 114, 136, 48, steer) +
        topWheel(200, -114, 136, 48, -steer) +
        topWheel(200, 114, 136, 48, -steer) +
        `<rect x="-330" y="-104" width="440" height="208" rx="6" fill="${red}"/>` +
        `<rect x="-316" y="-90" width="412" height="180" fill="#c4001a"/>` +
        [-260, -180, -100, -20, 60]
          .map((x) => `<rect x="${x}" y="-90" width="6" height="180" fill="${darkRed}"/>`)
          .join('') +
        `<rect x="120" y="-112" width="196" height="224" rx="16" fill="${white}" stroke="${darkRed}" stroke-width="6"/>` +
        `<rect x="296" y="-100" width="14" height="200" fill="${glass}"/>`
      );
  }
}

function fourWheelSteering(series: Series) {
  const cx = 480;
  const cy = 360;
  const radius = 760;
  const centre = cy - radius;
  const track = (offset: number, dashed: boolean) =>
    `<circle cx="${cx}" cy="${centre}" r="${radius + offset}" fill="none" stroke="${dashed ? red : '#d8cfbd'}" stroke-width="${dashed ? 5 : 330}"${dashed ? ' stroke-dasharray="18 14"' : ''}/>`;
  return (
    `<rect width="${width}" height="${height}" fill="#b9d79a"/>` +
    track(0, false) +
    track(-124, true) +
    track(124, true) +
    `<g transform="translate(${cx} ${cy}) rotate(0) scale(0.92)">${topView(series)}</g>`
  );
}

const sections: Record<IllustratedSection, (series: Series) => string> = {
  transmission,
  traclink,
  lights,
  ldrive,
  hydraulics,
  'four-wheel-steering': fourWheelSteering,
  engine,
  dimensions,
  cabin,
  financing,
};

// ——— The models' own pictures ———

const modelLandscapes: Landscape[] = ['meadow', 'alps', 'field'];

function overview(series: Series, index: number, powerHp: number | null) {
  // A little larger the stronger the model within its series.
  const strength = powerHp === null ? 0 : Math.max(-1, Math.min(1, (powerHp - 110) / 40));
  const scale = (series === 'unitrac' ? 1 : 1.08) + strength * 0.04;
  return (
    landscapes[modelLandscapes[index % modelLandscapes.length]!]() + centred(series, scale).svg
  );
}

function svgOf(body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

const pictures: [name: string, svg: string][] = [
  ...lindnerModels.map((model, index): [string, string] => {
    const series = model.series.toLowerCase() as Series;
    return [model.id, svgOf(overview(series, index, model.powerHp))];
  }),
  ...(Object.values(pictureSeries) as Series[]).flatMap((series) =>
    illustratedSections.map((section): [string, string] => [
      `${series}-${section}`,
      svgOf(sections[section](series)),
    ]),
  ),
];

await mkdir(modelPictureDir, { recursive: true });
for (const file of await readdir(modelPictureDir)) {
  if (file.endsWith('.webp')) await unlink(new URL(file, modelPictureDir));
}
for (const [name, svg] of pictures) {
  for (const [rendition, [w, h]] of Object.entries(modelPictureRenditions)) {
    // Rendered at the rendition's size, so the double-density files are sharp, not enlarged.
    const bytes = await sharp(Buffer.from(svg), { density: (72 * w) / width })
      .resize(w, h)
      .webp({ quality: 70, effort: 6 })
      .toBuffer();
    await writeFile(new URL(`${name}-${rendition}.webp`, modelPictureDir), bytes);
  }
}
let total = 0;
for (const file of await readdir(modelPictureDir)) {
  total += (await stat(new URL(file, modelPictureDir))).size;
}
console.log(`Model pictures written: ${pictures.length}, ${(total / 1024).toFixed(0)} kB`);
