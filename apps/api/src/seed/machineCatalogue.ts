import type { MachineEquipment, Transmission, VehicleClass } from '@lindner/api/schema';
import type { PhotoSubject } from '../plugins/photoCatalogue';

/*
 * What the machine seed draws from: the Lindner range (model ids of `vehicle_models`, power from
 * referenceData/lindnerModels.ts), makes commonly taken in trade, and attachments. Years, new prices
 * (gross, EUR) and dimensions are PLAUSIBLE DEMO VALUES for each model's size class, not the
 * makers' figures.
 */

export interface MachineKind {
  vehicleClass: VehicleClass;
  manufacturer: string;
  model: string;
  /** The range's model id; null for other makes and attachments. */
  modelId: string | null;
  /** Null where the model's power is not known (referenceData/lindnerModels.ts). */
  horsepower: number | null;
  /** The years it was built in; a used one is from these, a demo or new one from the last. */
  built: [from: number, to: number];
  newPriceEur: number;
  transmissions: Transmission[];
  typeDescription: string;
  color: string;
  colorRal: string | null;
  photos: PhotoSubject[];
  /** Equipment and how likely a machine of the kind has it. */
  equipment: Partial<Record<MachineEquipment, number>>;
  /** [length, width, height, part height] in mm; null for attachments' height parts. */
  size: [number, number, number, number | null];
  /** Wheelbase and permitted total weight (front, rear axle) in mm and kg. */
  wheelBaseMm: number | null;
  weightKg: [total: number, front: number | null, rear: number | null];
  /** How many trade it in: a kind with weight 3 turns up three times as often as one with 1. */
  weight: number;
}

const lintracEquipment = {
  fourWheelSteering: 0.95,
  airConditioning: 0.85,
  cabSuspension: 0.7,
  frontHydraulics: 0.6,
  frontPto: 0.45,
  airBrake: 0.5,
  gps: 0.35,
  traclink: 0.6,
  frontLoader: 0.35,
  reversingDevice: 0.1,
};
const geotracEquipment = {
  airConditioning: 0.5,
  cabSuspension: 0.3,
  frontHydraulics: 0.55,
  frontPto: 0.35,
  airBrake: 0.35,
  frontLoader: 0.45,
  reversingDevice: 0.25,
  traclink: 0.2,
  gps: 0.1,
};
const unitracEquipment = {
  fourWheelSteering: 1,
  airBrake: 0.9,
  airConditioning: 0.7,
  frontHydraulics: 0.6,
  frontPto: 0.5,
  traclink: 0.55,
  gps: 0.2,
};
const otherTractorEquipment = {
  airConditioning: 0.6,
  cabSuspension: 0.35,
  frontHydraulics: 0.5,
  frontPto: 0.3,
  airBrake: 0.45,
  frontLoader: 0.4,
  gps: 0.2,
  reversingDevice: 0.08,
};

function lindner(
  modelId: string,
  model: string,
  horsepower: number | null,
  built: [number, number],
  newPriceEur: number,
  transmissions: Transmission[],
  wheelBaseMm: number,
  weightKg: [number, number, number],
  weight: number,
): MachineKind {
  const series = model.split(' ')[0]!;
  const transporter = series === 'Unitrac';
  return {
    vehicleClass: transporter ? 'transporter' : 'tractor',
    manufacturer: 'Lindner',
    model,
    modelId,
    horsepower,
    built,
    newPriceEur,
    transmissions,
    typeDescription: transporter
      ? 'Transporter mit Allradlenkung und Kipperbrücke'
      : series === 'Lintrac'
        ? 'Stufenloser Standardtraktor mit lenkbarer Hinterachse'
        : 'Bergbauern- und Standardtraktor',
    color: 'Rot/Weiß',
    colorRal: 'RAL 3020',
    photos: transporter ? ['transporter'] : ['tractor-red'],
    equipment: transporter
      ? unitracEquipment
      : series === 'Lintrac'
        ? lintracEquipment
        : geotracEquipment,
    size: transporter
      ? [5200, 2000, 2550, 1700]
      : [
          Math.round(wheelBaseMm * 1.72),
          2050 + (horsepower ?? 90),
          2650 + (horsepower ?? 90),
          1850,
        ],
    wheelBaseMm,
    weightKg,
    weight,
  };
}

function otherMake(
  manufacturer: string,
  model: string,
  horsepower: number,
  built: [number, number],
  newPriceEur: number,
  transmission: Transmission,
  green: boolean,
  weight = 1,
): MachineKind {
  const total = 3000 + horsepower * 48;
  return {
    vehicleClass: 'tractor',
    manufacturer,
    model,
    modelId: null,
    horsepower,
    built,
    newPriceEur,
    transmissions: [transmission],
    typeDescription: 'Standardtraktor mit Kabine (Inzahlungnahme)',
    color: green ? 'Grün' : 'Rot',
    colorRal: null,
    photos: [green ? 'tractor-green' : 'tractor-red'],
    equipment: otherTractorEquipment,
    size: [3400 + horsepower * 8, 2000 + horsepower * 2, 2550 + horsepower * 2, 1800],
    wheelBaseMm: 2000 + horsepower * 5,
    weightKg: [total, Math.round(total * 0.45), Math.round(total * 0.62)],
    weight,
  };
}

function attachment(
  manufacturer: string,
  model: string,
  typeDescription: string,
  photo: PhotoSubject,
  built: [number, number],
  newPriceEur: number,
  color: [string, string | null],
  size: [number, number, number],
  ownWeightKg: number,
): MachineKind {
  return {
    vehicleClass: 'attachment',
    manufacturer,
    model,
    modelId: null,
    horsepower: null,
    built,
    newPriceEur,
    transmissions: [],
    typeDescription,
    color: color[0],
    colorRal: color[1],
    photos: [photo],
    equipment: {},
    size: [...size, null],
    wheelBaseMm: null,
    weightKg: [ownWeightKg, null, null],
    weight: 1,
  };
}

export const machineKinds: MachineKind[] = [
  lindner(
    'lintrac-90',
    'Lintrac 90',
    102,
    [2015, 2026],
    138_000,
    ['cvt'],
    2300,
    [7500, 3500, 5000],
    5,
  ),
  lindner(
    'lintrac-100',
    'Lintrac 100',
    117,
    [2019, 2026],
    152_000,
    ['cvt'],
    2300,
    [7500, 3500, 5000],
    4,
  ),
  lindner(
    'lintrac-110',
    'Lintrac 110',
    113,
    [2021, 2026],
    164_000,
    ['cvt'],
    2400,
    [8000, 4000, 5500],
    4,
  ),
  lindner(
    'lintrac-115-ls',
    'Lintrac 115 LS',
    115,
    [2022, 2026],
    149_000,
    ['powershift'],
    2400,
    [8000, 4000, 5500],
    3,
  ),
  lindner(
    'lintrac-130',
    'Lintrac 130',
    136,
    [2020, 2026],
    189_000,
    ['cvt'],
    2500,
    [8500, 4200, 5800],
    3,
  ),
  lindner(
    'geotrac-74ep',
    'Geotrac 74ep',
    null,
    [2014, 2021],
    72_000,
    ['synchro'],
    2200,
    [5500, 2500, 3800],
    3,
  ),
  lindner(
    'geotrac-84ep',
    'Geotrac 84ep',
    95,
    [2014, 2022],
    86_000,
    ['synchro', 'powershift'],
    2250,
    [6000, 2800, 4200],
    4,
  ),
  lindner(
    'geotrac-94ep',
    'Geotrac 94ep',
    102,
    [2014, 2022],
    98_000,
    ['synchro', 'powershift'],
    2340,
    [6500, 3000, 4500],
    4,
  ),
  lindner(
    'geotrac-104ep',
    'Geotrac 104ep',
    113,
    [2014, 2022],
    109_000,
    ['powershift'],
    2400,
    [7000, 3300, 4800],
    3,
  ),
  lindner(
    'geotrac-124',
    'Geotrac 124',
    126,
    [2011, 2018],
    118_000,
    ['powershift'],
    2500,
    [8000, 3800, 5500],
    2,
  ),
  lindner(
    'geotrac-134ep',
    'Geotrac 134ep',
    144,
    [2014, 2021],
    132_000,
    ['powershift'],
    2550,
    [9000, 4200, 6000],
    2,
  ),
  lindner(
    'unitrac-112-ldrive',
    'Unitrac 112 LDrive',
    109,
    [2016, 2026],
    178_000,
    ['cvt'],
    2850,
    [10000, 4700, 5500],
    4,
  ),
  lindner(
    'unitrac-122-ldrive',
    'Unitrac 122 LDrive',
    null,
    [2017, 2026],
    198_000,
    ['cvt'],
    3000,
    [11000, 5000, 6000],
    3,
  ),

  otherMake('Steyr', '4075 Kompakt', 75, [2015, 2022], 66_000, 'synchro', false),
  otherMake('Steyr', '4110 Expert CVT', 107, [2016, 2023], 118_000, 'cvt', false),
  otherMake('Steyr', '4125 Profi', 125, [2015, 2022], 126_000, 'powershift', false),
  otherMake('Steyr', '8090 Turbo', 86, [1985, 1991], 28_000, 'synchro', false),
  otherMake('Fendt', '211 Vario', 110, [2015, 2022], 128_000, 'cvt', true),
  otherMake('Fendt', '313 Vario', 130, [2016, 2023], 152_000, 'cvt', true),
  otherMake('Fendt', '516 Vario', 165, [2014, 2020], 195_000, 'cvt', true),
  otherMake('John Deere', '5100R', 100, [2014, 2021], 96_000, 'powershift', true),
  otherMake('John Deere', '6120M', 120, [2016, 2022], 122_000, 'powershift', true),
  otherMake('John Deere', '6R 130', 130, [2019, 2024], 164_000, 'cvt', true),
  otherMake('Case IH', 'Farmall 75C', 75, [2016, 2022], 52_000, 'synchro', false),
  otherMake('Case IH', 'Maxxum 125', 125, [2015, 2021], 121_000, 'powershift', false),
  otherMake('Deutz-Fahr', '5105', 105, [2017, 2023], 82_000, 'synchro', true),
  otherMake('Deutz-Fahr', '6130 TTV', 130, [2018, 2023], 151_000, 'cvt', true),
  otherMake('Massey Ferguson', '4708', 80, [2017, 2022], 56_000, 'synchro', false),
  otherMake('Massey Ferguson', '5713 S', 130, [2016, 2022], 117_000, 'powershift', false),

  attachment(
    'Hauer',
    'POWER-TECH XB 90',
    'Frontlader mit Parallelführung',
    'front-loader',
    [2014, 2026],
    12_800,
    ['Grau/Gelb', null],
    [2600, 2000, 1700],
    620,
  ),
  attachment(
    'Stoll',
    'FZ 30',
    'Frontlader mit Euroaufnahme',
    'front-loader',
    [2015, 2026],
    11_400,
    ['Anthrazit', null],
    [2500, 1900, 1650],
    580,
  ),
  attachment(
    'Pöttinger',
    'NOVACAT 302',
    'Heckscheibenmähwerk, 3,04 m',
    'mower',
    [2014, 2026],
    16_900,
    ['Rot', 'RAL 3000'],
    [1800, 3040, 1300],
    760,
  ),
  attachment(
    'Kuhn',
    'GMD 3125 F',
    'Frontscheibenmähwerk, 3,10 m',
    'mower',
    [2015, 2026],
    15_200,
    ['Rot', null],
    [1600, 3100, 1200],
    720,
  ),
  attachment(
    'Kahlbacher',
    'STS 300',
    'Schneepflug mit Schwenkvorrichtung',
    'snow-plough',
    [2012, 2026],
    14_600,
    ['Orange', 'RAL 2011'],
    [1300, 3000, 1100],
    540,
  ),
  attachment(
    'Zaugg',
    'G 26',
    'Keilschneepflug',
    'snow-plough',
    [2013, 2026],
    15_800,
    ['Orange', 'RAL 2011'],
    [1400, 2600, 1150],
    600,
  ),
];
