// `npx tsx apps/api/src/seed/drawOldTimerPictures.ts`: draws the old-timers' GENERATED pictures
// (referenceData/oldTimers.ts: per old-timer a side view in front of a plain backdrop and one at work) in
// the look of old photographs, sepia-toned with a dark vignette and a white print border, and
// writes them as WebP to seed/old-timer-pictures/ in the model pictures' renditions. Run again
// after changing a drawing; the files are committed, so neither the seed nor the server draws
// anything. They are drawings, not photos of Lindner's machines.
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  oldTimerPictureDir,
  oldTimerPictureName,
  oldTimerPictureRenditions,
} from '../modules/old-timers/oldTimerFiles';
import { oldTimerEntries } from '../referenceData/oldTimers';

const width = 960;
const height = 640;

/** A point of a vehicle's drawing: x from its rear, y up from the ground (negative). */
type Point = [x: number, y: number];

// The colours before the sepia toning: only their lightness shows in the end.
const body = '#a8322a';
const dark = '#3b3b3b';
const tyre = '#242424';
const rim = '#c9c9c9';
const glass = '#b9d2df';
const wood = '#8a6a44';
const hay = '#e3cf86';
const steel = '#8c8c8c';

// ——— Vehicles, side view, facing right, rear at x = 0 and wheels on the ground at y = 0 ———

type Look = 'bauernfreund' | 'standard' | 'frame' | 'cab' | 'geotrac' | 'unitrac';

interface Vehicle {
  svg: string;
  /** From the rear to the front. */
  length: number;
  /** From the ground to the top. */
  height: number;
  /** Where an implement is hitched at the rear. */
  hitch: Point;
}

function wheel(cx: number, cy: number, radius: number, lugs: boolean) {
  const tread = lugs
    ? `<circle cx="${cx}" cy="${cy}" r="${radius * 0.94}" fill="none" stroke="#111" stroke-width="${radius * 0.12}" stroke-dasharray="${(radius * 0.22).toFixed(1)} ${(radius * 0.18).toFixed(1)}"/>`
    : '';
  const bolts = Array.from({ length: 6 }, (_, index) => {
    const angle = (index * Math.PI) / 3;
    const x = cx + Math.cos(angle) * radius * 0.3;
    const y = cy + Math.sin(angle) * radius * 0.3;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(radius * 0.04).toFixed(1)}" fill="#444"/>`;
  }).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${tyre}"/>` +
    tread +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.6}" fill="${rim}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.5}" fill="#a3a3a3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.18}" fill="#5a5a5a"/>` +
    bolts
  );
}

/** A mudguard over a wheel: a half ring. */
function fender(cx: number, cy: number, radius: number, colour = body) {
  const outer = radius + 16;
  const inner = radius + 6;
  return `<path d="M${cx - outer} ${cy} A ${outer} ${outer} 0 0 1 ${cx + outer} ${cy} L ${cx + inner} ${cy} A ${inner} ${inner} 0 0 0 ${cx - inner} ${cy} Z" fill="${colour}"/>`;
}

function steering(from: Point, to: Point, radius: number) {
  return (
    `<line x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}" stroke="#2a2a2a" stroke-width="7"/>` +
    `<ellipse cx="${to[0]}" cy="${to[1] - 3}" rx="${radius}" ry="${radius * 0.26}" fill="none" stroke="#1f1f1f" stroke-width="6"/>`
  );
}

function seat(x: number, y: number, stem: Point) {
  return (
    `<line x1="${x + 28}" y1="${y + 12}" x2="${stem[0]}" y2="${stem[1]}" stroke="#2f2f2f" stroke-width="8"/>` +
    `<path d="M${x} ${y} Q ${x + 28} ${y - 14} ${x + 58} ${y} L ${x + 58} ${y + 12} L ${x} ${y + 12} Z" fill="#2f2f2f"/>` +
    `<path d="M${x - 4} ${y + 2} L ${x - 10} ${y - 40} L ${x + 2} ${y - 42} L ${x + 8} ${y + 2} Z" fill="#2f2f2f"/>`
  );
}

function grille(x: number, top: number, h: number) {
  const slats = Array.from(
    { length: Math.floor(h / 14) },
    (_, index) =>
      `<line x1="${x + 2}" y1="${top + 8 + index * 14}" x2="${x + 14}" y2="${top + 8 + index * 14}" stroke="#222" stroke-width="3"/>`,
  ).join('');
  return `<rect x="${x}" y="${top}" width="16" height="${h}" rx="3" fill="#5c5c5c"/>${slats}`;
}

function exhaust(x: number, from: number, to: number) {
  return `<rect x="${x}" y="${to}" width="9" height="${from - to}" fill="#2b2b2b"/><rect x="${x - 3}" y="${to - 6}" width="15" height="8" rx="2" fill="#2b2b2b"/>`;
}

/** What tells the models of one look apart. */
interface Details {
  /** Extra length of the hood (units of the drawing). */
  hood?: number;
  /** The rear and front wheels' radius, where they differ from the look's. */
  rear?: number;
  front?: number;
  /** A hydraulic lift with its lower links at the rear. */
  lift?: boolean;
  /** A stack of weights ahead of the front axle. */
  weights?: boolean;
  /** A mudguard over the front wheel (four-wheel drive). */
  frontFender?: boolean;
  /** The white stripe along the hood. */
  stripe?: boolean;
  /** A second lamp on the cab's roof or the hood. */
  beacon?: boolean;
}

function lift(hitch: Point) {
  const [x, y] = hitch;
  return (
    `<line x1="${x + 40}" y1="${y - 40}" x2="${x - 30}" y2="${y + 6}" stroke="#2b2b2b" stroke-width="8"/>` +
    `<line x1="${x + 30}" y1="${y - 90}" x2="${x - 26}" y2="${y - 60}" stroke="#2b2b2b" stroke-width="6"/>` +
    `<rect x="${x + 24}" y="${y - 104}" width="26" height="30" rx="4" fill="#4a4a4a"/>`
  );
}

function weights(x: number, y: number) {
  return Array.from(
    { length: 4 },
    (_, index) =>
      `<rect x="${x}" y="${y + index * 17}" width="34" height="15" rx="3" fill="#3c3c3c" stroke="#222" stroke-width="2"/>`,
  ).join('');
}

function bauernfreund(details: Details): Vehicle {
  const hood = details.hood ?? 0;
  const rear = details.rear ?? 96;
  const front = details.front ?? 54;
  const nose = 392 + hood;
  const frontX = 372 + hood;
  return {
    length: nose + 12 + (details.weights ? 30 : 0),
    height: 280,
    hitch: [0, -74],
    svg:
      (details.lift ? lift([0, -74]) : '') +
      `<rect x="120" y="-150" width="${246 + hood}" height="62" fill="${dark}"/>` +
      `<rect x="${frontX - 16}" y="-104" width="26" height="54" fill="${dark}"/>` +
      `<path d="M150 -214 L${nose - 22} -206 Q${nose - 2} -204 ${nose} -186 L${nose + 2} -150 L150 -150 Z" fill="${body}"/>` +
      (details.stripe
        ? `<rect x="160" y="-184" width="${nose - 176}" height="7" fill="#efefef"/>`
        : '') +
      grille(nose - 4, -212, 118) +
      (details.weights ? weights(nose + 12, -150) : '') +
      `<rect x="${nose - 18}" y="-224" width="12" height="12" rx="3" fill="#4a4a4a"/>` +
      exhaust(320 + hood * 0.6, -206, -272) +
      `<circle cx="${nose - 36}" cy="-228" r="11" fill="#e9e9e9" stroke="#333" stroke-width="4"/>` +
      (details.beacon
        ? `<circle cx="${nose - 70}" cy="-228" r="11" fill="#e9e9e9" stroke="#333" stroke-width="4"/>`
        : '') +
      `<circle cx="232" cy="-118" r="21" fill="${steel}" stroke="#333" stroke-width="5"/>` +
      steering([206, -212], [162, -266], 28) +
      seat(44, -238, [112, -160]) +
      wheel(frontX, -front, front, false) +
      wheel(96, -rear, rear, true) +
      fender(96, -rear, rear),
  };
}

function standardBody(details: Details): { svg: string; nose: number } {
  const hood = details.hood ?? 0;
  const front = details.front ?? 58;
  const nose = 474 + hood;
  const frontX = 446 + hood;
  return {
    nose,
    svg:
      `<rect x="140" y="-162" width="${306 + hood}" height="66" fill="${dark}"/>` +
      `<rect x="${frontX - 16}" y="-112" width="28" height="56" fill="${dark}"/>` +
      `<path d="M172 -244 L${nose - 22} -236 Q${nose - 2} -234 ${nose} -214 L${nose + 2} -162 L172 -162 Z" fill="${body}"/>` +
      (details.stripe === false
        ? ''
        : `<rect x="184" y="-214" width="${nose - 192}" height="9" fill="#efefef"/>`) +
      grille(nose - 6, -240, 132) +
      (details.weights ? weights(nose + 12, -166) : '') +
      exhaust(404 + hood * 0.6, -236, -312) +
      `<rect x="${nose - 28}" y="-226" width="14" height="20" rx="4" fill="#f2f2f2" stroke="#333" stroke-width="3"/>` +
      steering([222, -244], [180, -298], 32) +
      wheel(frontX, -front, front, details.frontFender === true) +
      (details.frontFender ? fender(frontX, -front, front) : ''),
  };
}

function standard(details: Details, roof: 'none' | 'frame' | 'cab'): Vehicle {
  const rear = details.rear ?? 108;
  const { svg, nose } = standardBody(details);
  const cabin =
    roof === 'frame'
      ? `<rect x="24" y="-440" width="14" height="304" fill="#2d2d2d"/>` +
        `<rect x="196" y="-440" width="12" height="212" fill="#2d2d2d"/>` +
        `<rect x="16" y="-452" width="200" height="16" rx="4" fill="#2d2d2d"/>`
      : roof === 'cab'
        ? `<rect x="18" y="-440" width="222" height="290" rx="8" fill="#343434"/>` +
          `<rect x="32" y="-424" width="92" height="150" rx="4" fill="${glass}"/>` +
          `<rect x="132" y="-424" width="94" height="150" rx="4" fill="${glass}"/>` +
          `<polygon points="40,-424 70,-424 40,-360" fill="#fff" opacity="0.45"/>` +
          `<rect x="8" y="-456" width="242" height="20" rx="6" fill="${body}"/>` +
          `<circle cx="228" cy="-462" r="8" fill="#f2f2f2" stroke="#333" stroke-width="3"/>` +
          (details.beacon
            ? `<rect x="26" y="-474" width="18" height="18" rx="5" fill="#d9d9d9" stroke="#333" stroke-width="3"/>`
            : '')
        : '';
  return {
    length: nose + 12 + (details.weights ? 36 : 0),
    height: roof === 'none' ? 320 : roof === 'frame' ? 452 : details.beacon ? 474 : 470,
    hitch: [0, -80],
    svg:
      (details.lift ? lift([0, -80]) : '') +
      svg +
      (roof === 'cab' ? '' : seat(58, -268, [126, -170])) +
      cabin +
      wheel(110, -rear, rear, true) +
      fender(110, -rear, rear),
  };
}

function geotrac(details: Details): Vehicle {
  const front = details.front ?? 78;
  return {
    length: 540 + (details.weights ? 40 : 0),
    height: details.beacon ? 480 : 460,
    hitch: [0, -78],
    svg:
      (details.lift ? lift([0, -78]) : '') +
      `<rect x="150" y="-160" width="350" height="60" fill="${dark}"/>` +
      `<path d="M232 -262 L500 -222 Q522 -218 526 -198 L530 -150 L232 -140 Z" fill="${body}"/>` +
      `<path d="M244 -214 L514 -186 L514 -178 L244 -206 Z" fill="#efefef"/>` +
      `<rect x="516" y="-208" width="14" height="18" rx="4" fill="#f2f2f2" stroke="#333" stroke-width="3"/>` +
      (details.weights ? weights(536, -190) : '') +
      exhaust(238, -262, -330) +
      `<path d="M26 -150 L26 -384 Q26 -436 86 -438 L196 -438 Q250 -436 252 -384 L252 -150 Z" fill="#303030"/>` +
      `<path d="M42 -262 L42 -380 Q44 -420 92 -422 L190 -422 Q236 -420 236 -380 L236 -262 Z" fill="${glass}"/>` +
      `<polygon points="56,-410 96,-420 56,-330" fill="#fff" opacity="0.45"/>` +
      `<path d="M18 -440 Q24 -458 86 -460 L196 -460 Q256 -458 262 -440 L262 -428 L18 -428 Z" fill="${body}"/>` +
      (details.beacon
        ? `<rect x="200" y="-480" width="20" height="20" rx="5" fill="#d9d9d9" stroke="#333" stroke-width="3"/>`
        : '') +
      wheel(462, -front, front, true) +
      fender(462, -front, front) +
      wheel(106, -104, 104, true) +
      fender(106, -104, 104),
  };
}

function unitrac(load: boolean): Vehicle {
  const heap = load
    ? `<path d="M6 -212 Q 0 -330 120 -338 Q 210 -360 300 -330 Q 420 -320 412 -212 Z" fill="${hay}"/>` +
      Array.from(
        { length: 9 },
        (_, index) =>
          `<path d="M${30 + index * 42} -${220 + (index % 3) * 20} q 14 -30 34 -40" stroke="#b89f52" stroke-width="3" fill="none"/>`,
      ).join('')
    : '';
  return {
    length: 672,
    height: 424,
    hitch: [0, -96],
    svg:
      `<rect x="0" y="-152" width="650" height="40" fill="${dark}"/>` +
      heap +
      `<rect x="0" y="-214" width="420" height="64" fill="#7e2a24"/>` +
      [84, 168, 252, 336]
        .map((x) => `<rect x="${x}" y="-212" width="4" height="60" fill="#4a1a16"/>`)
        .join('') +
      `<rect x="0" y="-222" width="420" height="10" fill="#5a1f1a"/>` +
      `<path d="M432 -424 L596 -424 Q638 -424 648 -384 L672 -150 L432 -150 Z" fill="${body}"/>` +
      `<rect x="450" y="-404" width="150" height="140" rx="6" fill="${glass}"/>` +
      `<path d="M612 -404 Q630 -402 636 -380 L650 -266 L612 -266 Z" fill="${glass}"/>` +
      `<rect x="432" y="-226" width="238" height="9" fill="#efefef"/>` +
      `<rect x="654" y="-204" width="16" height="18" rx="4" fill="#f2f2f2"/>` +
      wheel(130, -72, 72, true) +
      fender(130, -72, 72, '#5a1f1a') +
      wheel(546, -72, 72, true) +
      fender(546, -72, 72),
  };
}

function vehicle(look: Look, details: Details, load = false): Vehicle {
  switch (look) {
    case 'bauernfreund':
      return bauernfreund(details);
    case 'standard':
      return standard(details, 'none');
    case 'frame':
      return standard(details, 'frame');
    case 'cab':
      return standard(details, 'cab');
    case 'geotrac':
      return geotrac(details);
    case 'unitrac':
      return unitrac(load);
  }
}

// ——— Implements behind (or, the front mower, in front of) the vehicle, its hitch at x = 0 ———

type Implement =
  'hay-wagon' | 'plough' | 'mower' | 'loader-wagon' | 'tedder' | 'tanker' | 'rake' | 'front-mower';

function drawbar([x, y]: Point, to: Point) {
  return `<line x1="${x}" y1="${y}" x2="${to[0]}" y2="${to[1]}" stroke="#2b2b2b" stroke-width="8"/>`;
}

function spokedWheel(cx: number, cy: number, radius: number) {
  const spokes = Array.from({ length: 10 }, (_, index) => {
    const angle = (index * Math.PI) / 5;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(angle) * radius).toFixed(1)}" y2="${(cy + Math.sin(angle) * radius).toFixed(1)}" stroke="#4b3a25" stroke-width="4"/>`;
  }).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#3d2f1e" stroke-width="9"/>` +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.16}" fill="#3d2f1e"/>`
  );
}

const implementSvg: Record<Exclude<Implement, 'front-mower'>, (hitch: Point) => string> = {
  'hay-wagon': (hitch) =>
    drawbar(hitch, [-30, -88]) +
    `<path d="M-352 -104 Q-350 -262 -196 -276 Q-40 -264 -22 -104 Z" fill="${hay}"/>` +
    Array.from(
      { length: 7 },
      (_, index) =>
        `<path d="M${-330 + index * 44} -${130 + (index % 3) * 28} q 16 -26 40 -34" stroke="#b89f52" stroke-width="3" fill="none"/>`,
    ).join('') +
    `<rect x="-346" y="-112" width="330" height="18" fill="${wood}"/>` +
    spokedWheel(-84, -48, 48) +
    spokedWheel(-280, -48, 48),
  plough: (hitch) =>
    drawbar(hitch, [-40, -70]) +
    `<rect x="-220" y="-78" width="190" height="14" fill="#3a3a3a"/>` +
    [-70, -160]
      .map(
        (x) =>
          `<path d="M${x} -70 L${x - 8} 8 Q${x - 40} 14 ${x - 56} -8 L${x - 24} -70 Z" fill="${steel}" stroke="#3a3a3a" stroke-width="4"/>`,
      )
      .join('') +
    wheel(-236, -26, 26, false),
  mower: (hitch) =>
    drawbar(hitch, [-70, -56]) +
    `<line x1="${hitch[0]}" y1="${hitch[1] - 40}" x2="-70" y2="-60" stroke="#2b2b2b" stroke-width="6"/>` +
    `<path d="M-200 -58 L-60 -58 L-50 -14 L-210 -14 Z" fill="${body}"/>` +
    `<rect x="-214" y="-16" width="168" height="10" fill="#2b2b2b"/>` +
    Array.from(
      { length: 10 },
      (_, index) =>
        `<line x1="${-220 - index * 14}" y1="0" x2="${-214 - index * 14}" y2="-16" stroke="#6f8f3a" stroke-width="4"/>`,
    ).join(''),
  'loader-wagon': (hitch) =>
    drawbar(hitch, [-34, -96]) +
    `<rect x="-372" y="-268" width="340" height="184" rx="6" fill="${wood}"/>` +
    Array.from(
      { length: 7 },
      (_, index) =>
        `<rect x="${-360 + index * 48}" y="-262" width="5" height="172" fill="#5e4629"/>`,
    ).join('') +
    `<path d="M-368 -268 Q-300 -320 -200 -312 Q-90 -324 -36 -268 Z" fill="#7fa34a"/>` +
    `<rect x="-70" y="-84" width="40" height="40" fill="#3a3a3a"/>` +
    wheel(-170, -52, 52, false) +
    wheel(-290, -52, 52, false),
  tedder: (hitch) =>
    drawbar(hitch, [-40, -92]) +
    `<line x1="-40" y1="-92" x2="-300" y2="-70" stroke="#3a3a3a" stroke-width="9"/>` +
    [-80, -170, -260]
      .map(
        (x) =>
          Array.from({ length: 8 }, (_, index) => {
            const angle = (index * Math.PI) / 4;
            return `<line x1="${x}" y1="-58" x2="${(x + Math.cos(angle) * 40).toFixed(1)}" y2="${(-58 + Math.sin(angle) * 16).toFixed(1)}" stroke="#2b2b2b" stroke-width="4"/>`;
          }).join('') +
          `<line x1="${x}" y1="-78" x2="${x}" y2="-40" stroke="#3a3a3a" stroke-width="6"/>` +
          wheel(x + 14, -16, 16, false),
      )
      .join('') +
    Array.from(
      { length: 12 },
      (_, index) =>
        `<path d="M${-320 + index * 26} -${10 + (index % 4) * 14} q 10 -12 22 -4" stroke="${hay}" stroke-width="4" fill="none"/>`,
    ).join(''),
  tanker: (hitch) =>
    drawbar(hitch, [-34, -100]) +
    `<rect x="-344" y="-236" width="316" height="146" rx="72" fill="${steel}"/>` +
    `<rect x="-330" y="-222" width="288" height="22" rx="11" fill="#b4b4b4" opacity="0.7"/>` +
    `<rect x="-210" y="-252" width="50" height="20" rx="4" fill="#5a5a5a"/>` +
    `<rect x="-362" y="-128" width="24" height="30" fill="#3a3a3a"/>` +
    wheel(-186, -58, 58, false),
  rake: (hitch) =>
    drawbar(hitch, [-60, -96]) +
    `<line x1="-60" y1="-96" x2="-170" y2="-130" stroke="#3a3a3a" stroke-width="8"/>` +
    `<line x1="-170" y1="-150" x2="-170" y2="-40" stroke="#3a3a3a" stroke-width="8"/>` +
    Array.from({ length: 8 }, (_, index) => {
      const x = -170 + Math.cos((index * Math.PI) / 4) * 130;
      const y = -120 + Math.sin((index * Math.PI) / 4) * 14;
      return `<line x1="-170" y1="-124" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#2b2b2b" stroke-width="5"/><line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x.toFixed(1)}" y2="${(y + 70).toFixed(1)}" stroke="#2b2b2b" stroke-width="3"/>`;
    }).join('') +
    wheel(-150, -18, 18, false) +
    wheel(-196, -18, 18, false),
};

/** A front mower ahead of a vehicle of `length`. */
function frontMower(length: number) {
  return (
    `<line x1="${length - 20}" y1="-96" x2="${length + 40}" y2="-60" stroke="#2b2b2b" stroke-width="10"/>` +
    `<path d="M${length + 10} -64 L${length + 170} -64 L${length + 180} -16 L${length} -16 Z" fill="${body}"/>` +
    `<rect x="${length - 4}" y="-18" width="188" height="10" fill="#2b2b2b"/>`
  );
}

// ——— Backdrops and scenes ———

type Backdrop = 'studio' | 'planks' | 'hall';

/** The backdrops of the side views: a photographer's paper sweep, a barn wall, a factory hall. */
function backdrop(kind: Backdrop, floor: number) {
  const gradients =
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfcac2"/><stop offset="1" stop-color="#ece8e1"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9d3c9"/><stop offset="1" stop-color="#b9b2a6"/></linearGradient></defs>`;
  const wall = {
    studio: `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
    planks:
      `<rect width="${width}" height="${height}" fill="#9c7b57"/>` +
      Array.from(
        { length: 20 },
        (_, index) => `<rect x="${index * 50}" y="0" width="4" height="${floor}" fill="#6e5439"/>`,
      ).join(''),
    hall:
      `<rect width="${width}" height="${height}" fill="#bdb8ae"/>` +
      [90, 370, 650]
        .map(
          (x) =>
            `<rect x="${x}" y="70" width="220" height="230" fill="#e9edef"/>` +
            `<line x1="${x + 110}" y1="70" x2="${x + 110}" y2="300" stroke="#6d6d6d" stroke-width="6"/>` +
            `<line x1="${x}" y1="185" x2="${x + 220}" y2="185" stroke="#6d6d6d" stroke-width="6"/>`,
        )
        .join(''),
  }[kind];
  return (
    gradients +
    wall +
    `<rect y="${floor - 90}" width="${width}" height="${height - floor + 90}" fill="url(#floor)"/>`
  );
}

function sky(horizon: number) {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb7d8"/><stop offset="1" stop-color="#e9eff2"/></linearGradient></defs>` +
    `<rect width="${width}" height="${horizon + 40}" fill="url(#sky)"/>` +
    cloud(220, 110, 64) +
    cloud(720, 80, 48)
  );
}

function cloud(x: number, y: number, size: number) {
  return `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 0.4}"/><ellipse cx="${x - size * 0.5}" cy="${y + size * 0.1}" rx="${size * 0.5}" ry="${size * 0.3}"/><ellipse cx="${x + size * 0.3}" cy="${y - size * 0.2}" rx="${size * 0.45}" ry="${size * 0.32}"/></g>`;
}

function hills(horizon: number, colour: string, amplitude: number, phase: number) {
  const points = Array.from({ length: 13 }, (_, index) => {
    const x = (index * width) / 12;
    const y = horizon - Math.abs(Math.sin(index * 1.3 + phase)) * 60 * amplitude;
    return `${x.toFixed(0)},${y.toFixed(0)}`;
  });
  return `<polygon points="0,${horizon + 30} ${points.join(' ')} ${width},${horizon + 30}" fill="${colour}"/>`;
}

function mountains(horizon: number) {
  const peaks: [number, number, number][] = [
    [140, 150, 240],
    [420, 96, 270],
    [700, 140, 250],
    [930, 120, 200],
  ];
  return peaks
    .map(
      ([x, top, half]) =>
        `<polygon points="${x - half},${horizon} ${x},${top} ${x + half},${horizon}" fill="#8a939c"/>` +
        `<polygon points="${x - half * 0.26},${top + 56} ${x},${top} ${x + half * 0.26},${top + 56} ${x + 10},${top + 44} ${x - 12},${top + 60}" fill="#fff"/>`,
    )
    .join('');
}

function grass(horizon: number, colour = '#7a9a48') {
  return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${colour}"/>`;
}

/** Rows of the ploughed field: furrows that widen towards the viewer. */
function furrows(horizon: number) {
  const rows = Array.from({ length: 12 }, (_, index) => {
    const y = horizon + 8 + index * index * 1.5 + index * 8;
    return `<line x1="0" y1="${y.toFixed(0)}" x2="${width}" y2="${y.toFixed(0)}" stroke="#5e4a33" stroke-width="${2 + index * 0.6}"/>`;
  }).join('');
  return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#8b7052"/>${rows}`;
}

function windrows(horizon: number) {
  return Array.from({ length: 4 }, (_, index) => {
    const y = horizon + 30 + index * index * 9 + index * 14;
    return `<ellipse cx="${480 + (index % 2) * 40}" cy="${y}" rx="${520}" ry="${5 + index * 2}" fill="${hay}"/>`;
  }).join('');
}

function barn() {
  const planks = Array.from(
    { length: 16 },
    (_, index) => `<rect x="${470 + index * 28}" y="180" width="3" height="250" fill="#4a321d"/>`,
  ).join('');
  return (
    `<rect x="460" y="180" width="460" height="250" fill="#7a5634"/>` +
    planks +
    `<polygon points="430,196 690,70 950,196" fill="#3f2b1b"/>` +
    `<rect x="610" y="270" width="130" height="160" fill="#3a2616"/>` +
    `<line x1="610" y1="270" x2="740" y2="430" stroke="#5a3d24" stroke-width="6"/>` +
    `<line x1="740" y1="270" x2="610" y2="430" stroke="#5a3d24" stroke-width="6"/>` +
    `<rect x="40" y="240" width="260" height="190" fill="#eee7da"/>` +
    `<polygon points="20,252 170,170 320,252" fill="#6b4630"/>` +
    `<rect x="90" y="300" width="44" height="50" fill="#5d6b73"/><rect x="200" y="300" width="44" height="50" fill="#5d6b73"/>`
  );
}

function trees(horizon: number) {
  const row = (y: number, size: number, offset: number) =>
    Array.from({ length: 7 }, (_, index) => {
      const x = offset + index * 150;
      return `<rect x="${x - size * 0.08}" y="${y - size * 0.9}" width="${size * 0.16}" height="${size * 0.9}" fill="#4f3b28"/><circle cx="${x}" cy="${y - size}" r="${size * 0.55}" fill="#5b7d37"/><circle cx="${x - size * 0.3}" cy="${y - size * 0.85}" r="${size * 0.35}" fill="#6a8c42"/>`;
    }).join('');
  return row(horizon + 10, 90, 40) + row(horizon + 50, 130, 110);
}

function road(groundLine: number) {
  return (
    `<rect y="${groundLine - 36}" width="${width}" height="60" fill="#8d8d88"/>` +
    `<line x1="0" y1="${groundLine + 22}" x2="${width}" y2="${groundLine + 22}" stroke="#efefef" stroke-width="4"/>` +
    Array.from(
      { length: 10 },
      (_, index) =>
        `<rect x="${30 + index * 100}" y="${groundLine - 80}" width="7" height="46" fill="#f2f2f2"/><rect x="${30 + index * 100}" y="${groundLine - 80}" width="7" height="10" fill="#222"/>`,
    ).join('')
  );
}

type Scene = 'alps' | 'field' | 'meadow' | 'farmyard' | 'orchard' | 'road' | 'slope';

const horizon = 380;

const scenes: Record<Scene, () => string> = {
  alps: () =>
    sky(horizon) +
    mountains(horizon) +
    hills(horizon + 10, '#6d8f42', 1, 0.4) +
    grass(horizon + 10),
  field: () => sky(horizon) + hills(horizon, '#7e9a55', 0.8, 1.1) + furrows(horizon),
  meadow: () =>
    sky(horizon) +
    hills(horizon, '#7e9a55', 0.8, 2.3) +
    hills(horizon + 20, '#6a8a3f', 0.6, 0.2) +
    grass(horizon + 20),
  farmyard: () =>
    sky(horizon) + hills(horizon - 40, '#7e9a55', 0.7, 0.9) + barn() + grass(430, '#b5a88e'),
  orchard: () =>
    sky(horizon) + hills(horizon, '#7e9a55', 0.6, 1.7) + grass(horizon, '#7f9f4c') + trees(horizon),
  road: () => sky(horizon) + hills(horizon, '#7e9a55', 0.9, 2.9) + grass(horizon, '#86a256'),
  slope: () => sky(horizon) + mountains(horizon) + grass(horizon, '#86a256'),
};

// ——— The pictures of each old-timer ———

interface Drawing {
  look: Look;
  details?: Details;
  /** Bigger the larger the model. */
  scale: number;
  /** Behind the side view. */
  backdrop: Backdrop;
  /** Of the picture at work. */
  scene: Scene;
  implement?: Implement;
}

const drawings: Record<string, Drawing> = {
  'bf-15': {
    look: 'bauernfreund',
    details: { hood: -20, rear: 90, front: 50 },
    scale: 0.86,
    backdrop: 'studio',
    scene: 'alps',
    implement: 'hay-wagon',
  },
  'bf-22': {
    look: 'bauernfreund',
    details: { hood: 24, weights: true, beacon: true },
    scale: 0.94,
    backdrop: 'planks',
    scene: 'field',
    implement: 'plough',
  },
  'bf-25': {
    look: 'bauernfreund',
    details: { hood: 40, rear: 100, lift: true, stripe: true },
    scale: 1,
    backdrop: 'hall',
    scene: 'meadow',
    implement: 'mower',
  },
  'lindner-1450': {
    look: 'standard',
    details: { hood: -10, stripe: false },
    scale: 0.9,
    backdrop: 'studio',
    scene: 'farmyard',
    implement: 'loader-wagon',
  },
  'lindner-1600': {
    look: 'standard',
    details: { hood: 20, lift: true, weights: true },
    scale: 0.94,
    backdrop: 'hall',
    scene: 'meadow',
    implement: 'tedder',
  },
  'lindner-520': {
    look: 'standard',
    details: { hood: -70, rear: 92, front: 50, stripe: false },
    scale: 0.82,
    backdrop: 'planks',
    scene: 'orchard',
  },
  'lindner-1700': {
    look: 'frame',
    details: { hood: 30, lift: true },
    scale: 0.98,
    backdrop: 'studio',
    scene: 'field',
    implement: 'tanker',
  },
  'lindner-1650-a': {
    look: 'cab',
    details: { front: 70, frontFender: true },
    scale: 0.96,
    backdrop: 'hall',
    scene: 'slope',
  },
  'lindner-1700-a': {
    look: 'cab',
    details: { hood: 30, front: 72, frontFender: true, weights: true, beacon: true },
    scale: 1,
    backdrop: 'planks',
    scene: 'road',
    implement: 'loader-wagon',
  },
  'unitrac-75': { look: 'unitrac', scale: 1, backdrop: 'studio', scene: 'alps' },
  'geotrac-70': {
    look: 'geotrac',
    scale: 0.96,
    backdrop: 'hall',
    scene: 'meadow',
    implement: 'front-mower',
  },
  'geotrac-80': {
    look: 'geotrac',
    details: { front: 84, weights: true, lift: true, beacon: true },
    scale: 1,
    backdrop: 'planks',
    scene: 'meadow',
    implement: 'rake',
  },
};

function shadow(x: number, y: number, w: number) {
  return `<ellipse cx="${x}" cy="${y + 4}" rx="${w}" ry="16" fill="#000" opacity="0.22"/>`;
}

/** Picture 1: the side view, large, in front of the backdrop. */
function sideView({ look, details = {}, scale, backdrop: kind }: Drawing): string {
  const shape = vehicle(look, details);
  // The same size for every vehicle of a kind: a small model looks small.
  const fit = Math.min(1.5 * scale, 760 / shape.length, 470 / shape.height);
  const floor = 560;
  const x = (width - shape.length * fit) / 2;
  return (
    backdrop(kind, floor) +
    shadow(width / 2, floor, (shape.length * fit) / 2 + 20) +
    `<g transform="translate(${x.toFixed(1)} ${floor}) scale(${fit.toFixed(3)})">${shape.svg}</g>`
  );
}

/** Picture 2: at work in its scene, with its implement. */
function atWork({ look, details = {}, scale, scene, implement }: Drawing): string {
  const shape = vehicle(look, details, look === 'unitrac');
  const groundLine = 560;
  const size = 0.78 * scale * (look === 'unitrac' ? 0.95 : 1);
  const trailing = implement && implement !== 'front-mower' ? 370 : 0;
  const leading = implement === 'front-mower' ? 190 : 0;
  const span = (trailing + shape.length + leading) * size;
  const x = (width - span) / 2 + trailing * size;
  const drawnImplement =
    implement === 'front-mower'
      ? frontMower(shape.length)
      : implement
        ? implementSvg[implement](shape.hitch)
        : '';
  const group = `<g transform="translate(${x.toFixed(1)} ${groundLine}) scale(${size.toFixed(3)})">${drawnImplement}${shape.svg}</g>`;
  if (scene === 'slope') {
    // The meadow rises to the right; the tractor climbs it.
    const tilt = -13;
    return (
      scenes.slope() +
      `<g transform="rotate(${tilt} ${width / 2} ${groundLine})">` +
      `<rect x="-400" y="${groundLine}" width="${width + 800}" height="600" fill="#6f9043"/>` +
      shadow(width / 2, groundLine, (span / 2) * 1.05) +
      group +
      `</g>`
    );
  }
  const extra =
    scene === 'road'
      ? road(groundLine)
      : implement === 'rake' || implement === 'front-mower'
        ? windrows(horizon + 20)
        : '';
  return scenes[scene]() + extra + shadow(width / 2, groundLine, span / 2 + 10) + group;
}

/** The old photograph: a vignette, a few fine scratches and the white print border. */
function photograph(content: string): string {
  const scratches = [
    [132, 40, 150, 600],
    [611, 12, 598, 380],
    [820, 220, 828, 630],
  ]
    .map(
      ([x1, y1, x2, y2]) =>
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#fff" stroke-width="1.2" opacity="0.35"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    content +
    `<defs><radialGradient id="vignette" cx="50%" cy="50%" r="72%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    scratches +
    `<rect x="9" y="9" width="${width - 18}" height="${height - 18}" fill="none" stroke="#f4efe4" stroke-width="18"/>` +
    `<rect x="18" y="18" width="${width - 36}" height="${height - 36}" fill="none" stroke="#6b5a45" stroke-width="1.5" opacity="0.6"/>` +
    `</svg>`
  );
}

/** The classic sepia toning: each channel a mix of the three. */
const sepia = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

const pictures: [name: string, svg: string][] = oldTimerEntries.flatMap((entry) => {
  const drawing = drawings[entry.id];
  if (!drawing) throw new Error(`${entry.id}: no drawing in drawOldTimerPictures.ts`);
  const views = [sideView(drawing), atWork(drawing)];
  if (entry.texts.de.pictureAlts.length !== views.length) {
    throw new Error(`${entry.id}: ${views.length} pictures drawn, alt texts for another number`);
  }
  return views.map((svg, index): [string, string] => [
    oldTimerPictureName(entry.id, index + 1),
    photograph(svg),
  ]);
});

await mkdir(oldTimerPictureDir, { recursive: true });
for (const file of await readdir(oldTimerPictureDir)) {
  if (file.endsWith('.webp')) await unlink(new URL(file, oldTimerPictureDir));
}
for (const [name, svg] of pictures) {
  for (const [rendition, [w, h]] of Object.entries(oldTimerPictureRenditions)) {
    // Rendered at the rendition's size, so the double-density files are sharp, not enlarged.
    const bytes = await sharp(Buffer.from(svg), { density: (72 * w) / width })
      .resize(w, h)
      .recomb(
        sepia as [[number, number, number], [number, number, number], [number, number, number]],
      )
      .webp({ quality: 58, effort: 6 })
      .toBuffer();
    await writeFile(new URL(`${name}-${rendition}.webp`, oldTimerPictureDir), bytes);
  }
}
let total = 0;
for (const file of await readdir(oldTimerPictureDir)) {
  total += (await stat(new URL(file, oldTimerPictureDir))).size;
}
console.log(`Old-timer pictures written: ${pictures.length}, ${(total / 1024).toFixed(0)} kB`);
