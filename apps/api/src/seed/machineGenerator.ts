import type { MachineEquipment, OfferType } from '@lindner/api/schema';
import type { DealerRow } from '../plugins/dealerDirectory';
import { machinePhotos } from '../plugins/photoCatalogue';
import type { NewMachineRow } from '../modules/used-machines/tables';
import { dealerSeed } from './dealers';
import { machineKinds, type MachineKind } from './machineCatalogue';

/*
 * Made-up used and demonstrator machines, the same for the same seed and day: a seeded
 * pseudo-random generator, never Math.random. The demo data takes the first 140 of seed 16; the
 * benchmark (scripts/bench-api.mjs) takes 10 000. Machines stand at the seeded dealers'
 * yards (contact: the dealer's contact person) or at Lindner's in Kundl and with Lindner's
 * sales team in Vienna and Baden-Württemberg (contact: Lindner's sales). Their photos are
 * GENERATED pictures (modules/machines/photos.ts).
 */

export interface GeneratedMachine {
  machine: NewMachineRow & { id: string; listedAt: Date };
  /** Names of the machine's pictures, first the one the list shows. */
  photos: string[];
}

export interface MachineGeneration {
  /** The generator's seed: the same seed and day give the same machines. */
  seed: number;
  /** Listings go back twelve months from this day (its UTC date). */
  today: Date;
  /** `{prefix}{firstNumber + index}`, e.g. "GM-24001". */
  identifierPrefix: string;
  firstNumber: number;
}

/** The sales contact of Lindner's own machines; inquiries without an e-mail go to sales. */
export const lindnerSalesContact = {
  name: 'Lindner Traktorenwerk, Verkauf Gebrauchtmaschinen',
  phone: '+43 5338 74 20',
} as const;

interface Site {
  zip: string;
  city: string;
  country: DealerRow['country'];
  region: string;
  lat: number;
  lng: number;
  dealer: DealerRow | null;
}

/** The region a listing shows: the Bundesland, canton or province of a zip. */
export function regionOf(country: DealerRow['country'], zip: string): string {
  const number = Number(zip);
  switch (country) {
    case 'AT':
      if (number >= 9900) return 'Tirol';
      if (number >= 6700 && number < 7000) return 'Vorarlberg';
      return (
        [
          'Wien',
          'Niederösterreich',
          'Niederösterreich',
          'Oberösterreich',
          'Salzburg',
          'Tirol',
          'Burgenland',
          'Steiermark',
          'Kärnten',
        ][Math.floor(number / 1000) - 1] ?? 'Österreich'
      );
    case 'DE':
      return number >= 80000 && number < 88000
        ? 'Bayern'
        : number >= 90000
          ? 'Bayern'
          : 'Baden-Württemberg';
    case 'CH':
      return (
        { '7000': 'Graubünden', '9000': 'St. Gallen', '6003': 'Luzern', '3600': 'Bern' }[zip] ??
        'Schweiz'
      );
    case 'IT':
      return 'Südtirol';
    case 'SI':
      return 'Slovenija';
  }
}

const lindnerSite = (
  zip: string,
  city: string,
  country: Site['country'],
  lat: number,
  lng: number,
) =>
  ({ zip, city, country, region: regionOf(country, zip), lat, lng, dealer: null }) satisfies Site;

/** Where machines stand: the dealers' yards (not Slovenia's) and Lindner's own sites. */
const sites: Site[] = [
  ...dealerSeed
    .filter((dealer) => dealer.country !== 'SI')
    .map((dealer) => ({
      zip: dealer.zip,
      city: dealer.city,
      country: dealer.country,
      region: regionOf(dealer.country, dealer.zip),
      lat: dealer.lat,
      lng: dealer.lng,
      dealer,
    })),
  // The works in Kundl sells most of Lindner's own used and demo machines: three shares.
  ...Array.from({ length: 3 }, () => lindnerSite('6250', 'Kundl', 'AT', 47.4628, 11.9925)),
  lindnerSite('1220', 'Wien-Donaustadt', 'AT', 48.2333, 16.4667),
  lindnerSite('88212', 'Ravensburg', 'DE', 47.7817, 9.6122),
  lindnerSite('88400', 'Biberach an der Riß', 'DE', 48.0986, 9.7886),
  lindnerSite('88239', 'Wangen im Allgäu', 'DE', 47.6897, 9.8336),
  lindnerSite('79098', 'Freiburg im Breisgau', 'DE', 47.999, 7.8421),
];

const hexDigits = '0123456789abcdef';

/** mulberry32: small, fast and good enough for demo data (the scale seed, seed/scale/, too). */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(items: readonly T[], weightOf: (item: T) => number): T => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let left = next() * total;
      for (const item of items) {
        left -= weightOf(item);
        if (left < 0) return item;
      }
      return items[items.length - 1]!;
    },
    shuffled: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
    uuid: () => {
      // 32 hex digits, of which the 13th becomes the version (4) and the 17th the variant,
      // drawn after them; one string, not an array: the scale seed makes 250 000 of them.
      let text = '';
      for (let index = 0; index < 32; index++) text += hexDigits[Math.floor(next() * 16)];
      const variant = hexDigits[Math.floor(next() * 4) + 8];
      return `${text.slice(0, 8)}-${text.slice(8, 12)}-4${text.slice(13, 16)}-${variant}${text.slice(17, 20)}-${text.slice(20)}`;
    },
  };
}
export type Random = ReturnType<typeof randomSource>;

const dayMs = 24 * 60 * 60 * 1000;
/** `machineEquipment`'s order (the seed imports no values of @lindner/api: it runs unbuilt). */
const equipmentOrder: readonly MachineEquipment[] = [
  'frontLoader',
  'frontHydraulics',
  'frontPto',
  'airBrake',
  'airConditioning',
  'cabSuspension',
  'fourWheelSteering',
  'gps',
  'traclink',
  'reversingDevice',
];
const conditionClasses = { '1a': 'neuwertig', '1': 'sehr gut', '2': 'gut', '3': 'befriedigend' };

export function generateMachines(count: number, generation: MachineGeneration): GeneratedMachine[] {
  const random = randomSource(generation.seed);
  const midnight = Date.UTC(
    generation.today.getUTCFullYear(),
    generation.today.getUTCMonth(),
    generation.today.getUTCDate(),
  );
  const thisYear = generation.today.getUTCFullYear();
  return Array.from({ length: count }, (_, index) =>
    generateMachine(random, generation, index, midnight, thisYear),
  );
}

function generateMachine(
  random: Random,
  generation: MachineGeneration,
  index: number,
  midnight: number,
  thisYear: number,
): GeneratedMachine {
  const kind = random.weighted(machineKinds, (each) => each.weight);
  const site = random.pick(sites);
  const type = machineType(random, kind, thisYear);
  const newest = Math.min(kind.built[1], thisYear);
  const year =
    type === 'new'
      ? newest
      : type === 'demo'
        ? random.between(Math.max(kind.built[0], newest - 1), newest)
        : random.between(kind.built[0], Math.max(kind.built[0], Math.min(newest, thisYear - 1)));
  const age = Math.max(0, thisYear - year);
  const motorised = kind.vehicleClass !== 'attachment';
  const hours = !motorised
    ? null
    : type === 'new'
      ? random.between(0, 12)
      : type === 'demo'
        ? random.between(25, 450)
        : Math.round(age * random.between(280, 640) + random.between(40, 300));
  const offerType = random.weighted<OfferType>(
    ['normal', 'bargain', 'topOffer', 'offerOfTheMonth'],
    (offer) => ({ normal: 85, bargain: 10, topOffer: 3, offerOfTheMonth: 2 })[offer],
  );
  const grade =
    type === 'new'
      ? '1a'
      : type === 'demo'
        ? random.pick(['1a', '1'] as const)
        : (hours ?? age * 300) < 1500 && age < 4
          ? '1'
          : (hours ?? age * 300) < 6000 && age < 12
            ? '2'
            : '3';
  const equipment = equipmentOrder.filter(
    (key) => random.chance(kind.equipment[key] ?? 0) && (key !== 'traclink' || year >= 2016),
  );
  const transmission = kind.transmissions.length ? random.pick(kind.transmissions) : null;
  const consumption = kind.horsepower
    ? Math.round((kind.horsepower * 0.065 + random.next() * 1.6) * 10) / 10
    : motorised
      ? Math.round((5.5 + random.next() * 2) * 10) / 10
      : null;
  const worn = (spread: number) =>
    !motorised
      ? null
      : type === 'new'
        ? 0
        : Math.min(95, Math.round(((hours ?? 0) / 90 + random.next() * spread) / 5) * 5);
  const contact = site.dealer?.contactPerson;
  const listedAt = new Date(
    midnight - random.between(0, 364) * dayMs - random.between(0, 14 * 60) * 60_000,
  );
  const photoSubject = random.pick(kind.photos);
  const photoCount = Math.min(machinePhotos[photoSubject].length, random.between(3, 5));
  const frontHydraulics = equipment.includes('frontHydraulics')
    ? random.pick(['bodyGuided', 'axleGuided'] as const)
    : 'no';

  return {
    machine: {
      id: random.uuid(),
      identifier: `${generation.identifierPrefix}${generation.firstNumber + index}`,
      type,
      vehicleClass: kind.vehicleClass,
      manufacturer: kind.manufacturer,
      model: kind.model,
      modelId: kind.modelId,
      vin: motorised ? vinOf(random, kind, year) : null,
      typeDescription: kind.typeDescription,
      yearOfConstruction: year,
      operatingHours: hours,
      horsepower: kind.horsepower,
      priceCents: priceCents(random, kind, type, age, hours, offerType),
      vatDeductible: !(type === 'used' && age > 8 && random.chance(0.7)),
      offerType,
      zip: site.zip,
      city: site.city,
      country: site.country,
      region: site.region,
      lat: site.lat,
      lng: site.lng,
      listedAt,
      conditionClass: conditionClasses[grade],
      conditionGrade: grade,
      turbo: motorised ? kind.manufacturer !== 'Steyr' || kind.model !== '4075 Kompakt' : null,
      transmission,
      drive: motorised ? (random.chance(0.04) && age > 15 ? 'Hinterrad' : 'Allrad') : null,
      maxSpeedKmh: motorised
        ? kind.modelId?.startsWith('lintrac') && random.chance(0.4)
          ? 50
          : 40
        : null,
      tireSet: motorised ? tireSetOf(random, kind) : null,
      tireWearFrontPercent: worn(20),
      tireWearRearPercent: worn(25),
      frontLoader: motorised ? (equipment.includes('frontLoader') ? 'mechanical' : 'no') : null,
      frontHydraulics: motorised ? frontHydraulics : null,
      controlUnitsSingle: motorised ? random.between(0, 2) : null,
      controlUnitsDouble: motorised
        ? random.between(kind.vehicleClass === 'transporter' ? 2 : 1, 4)
        : null,
      color: kind.color,
      colorRal: kind.colorRal,
      equipment,
      equipmentNotes: equipmentNotesOf(random, kind, equipment),
      totalConsumptionLiters:
        consumption !== null && hours !== null ? Math.round(consumption * hours) : null,
      averageConsumptionLitersPerHour: consumption,
      lengthMm: kind.size[0],
      widthMm: kind.size[1],
      heightMm: kind.size[2],
      partHeightMm: kind.size[3],
      wheelBaseMm: kind.wheelBaseMm,
      maxWeightKg: kind.weightKg[0],
      maxWeightFrontKg: kind.weightKg[1],
      maxWeightRearKg: kind.weightKg[2],
      description: descriptionOf(random, kind, type, year, hours),
      dealerId: site.dealer?.id ?? null,
      contactName: contact?.name ?? lindnerSalesContact.name,
      contactPhone: contact ? contact.phone : lindnerSalesContact.phone,
      contactEmail: contact?.email ?? null,
    },
    photos: random
      .shuffled(machinePhotos[photoSubject])
      .slice(0, photoCount)
      .map((scene) => `${photoSubject}-${scene}`),
  };
}

function machineType(random: Random, kind: MachineKind, thisYear: number) {
  const stillBuilt = kind.built[1] >= thisYear - 1;
  if (kind.manufacturer !== 'Lindner' && kind.vehicleClass !== 'attachment') return 'used';
  if (!stillBuilt) return 'used';
  return random.weighted(['used', 'demo', 'new'] as const, (type) =>
    kind.vehicleClass === 'attachment'
      ? { used: 70, demo: 15, new: 15 }[type]
      : { used: 60, demo: 31, new: 9 }[type],
  );
}

function priceCents(
  random: Random,
  kind: MachineKind,
  type: 'used' | 'demo' | 'new',
  age: number,
  hours: number | null,
  offerType: OfferType,
): number | null {
  if (offerType === 'normal' && random.chance(0.04)) return null;
  let factor =
    type === 'new'
      ? 0.93 + random.next() * 0.04
      : type === 'demo'
        ? 0.8 + random.next() * 0.08
        : Math.max(
            0.2,
            0.88 * 0.92 ** age - (hours ?? 0) * 0.000_01 + (random.next() - 0.5) * 0.06,
          );
  if (offerType === 'bargain') factor *= 0.92;
  // Dealers ask in round hundreds of euros.
  return Math.round((kind.newPriceEur * factor) / 100) * 100 * 100;
}

function vinOf(random: Random, kind: MachineKind, year: number): string {
  const serial = String(random.between(1, 9_999_999)).padStart(7, '0');
  if (kind.manufacturer === 'Lindner') {
    const series = kind.model[0]!;
    return `VBLA${String(kind.horsepower ?? 80).padStart(3, '0')}00${series}${serial}`;
  }
  const makers: Record<string, string> = {
    Steyr: 'VCE',
    Fendt: 'WFN',
    'John Deere': '1L0',
    'Case IH': 'JJE',
    'Deutz-Fahr': 'ZKD',
    'Massey Ferguson': 'AGC',
  };
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const middle = Array.from({ length: 6 }, () => random.pick([...letters])).join('');
  return `${makers[kind.manufacturer] ?? 'XXX'}${middle}${String(year % 100).padStart(2, '0')}${serial.slice(1)}`;
}

function tireSetOf(random: Random, kind: MachineKind): string {
  const brand = random.pick(['Continental', 'Michelin', 'BKT', 'Trelleborg', 'Mitas']);
  if (kind.vehicleClass === 'transporter') return `${brand} 340/65 R18 rundum`;
  const hp = kind.horsepower ?? 80;
  return hp >= 115
    ? `${brand} 480/70 R28 / 580/70 R38`
    : hp >= 95
      ? `${brand} 420/70 R24 / 520/70 R34`
      : `${brand} 380/70 R20 / 480/70 R30`;
}

const equipmentWords: Partial<Record<MachineEquipment, string>> = {
  frontLoader: 'Frontlader mit Euroaufnahme',
  frontHydraulics: 'Fronthydraulik mit EW',
  frontPto: 'Frontzapfwelle 1000 U/min',
  airBrake: 'Druckluftbremse 2-Leitung',
  airConditioning: 'Klimaanlage',
  cabSuspension: 'Kabinenfederung',
  gps: 'GPS-Lenksystem vorbereitet',
  traclink: 'TracLink',
  reversingDevice: 'Rückfahreinrichtung',
};

function equipmentNotesOf(random: Random, kind: MachineKind, equipment: MachineEquipment[]) {
  if (kind.vehicleClass === 'attachment') {
    return random.pick([
      'Mit Anbaurahmen und Hydraulikschläuchen.',
      'Verschleißteile neu, sofort einsatzbereit.',
      'Inklusive Beleuchtung und Warntafeln.',
    ]);
  }
  const extras = random.shuffled([
    'Zusatzgewichte 600 kg',
    'Rundumleuchte',
    'Druckluftsitz',
    'Anhängekupplung K80',
    'Zwillingsreifen hinten',
    'LED-Arbeitsscheinwerfer',
    'Radio mit Bluetooth',
  ]);
  const named = equipment.flatMap((key) => equipmentWords[key] ?? []);
  return [...named.slice(0, 3), ...extras.slice(0, random.between(1, 3))].join(', ') + '.';
}

function descriptionOf(
  random: Random,
  kind: MachineKind,
  type: 'used' | 'demo' | 'new',
  year: number,
  hours: number | null,
): string {
  const name = `${kind.manufacturer} ${kind.model}`;
  const first =
    type === 'new'
      ? `${name} aus Lagerbestand, Baujahr ${year}, sofort verfügbar.`
      : type === 'demo'
        ? `Vorführmaschine ${name}, Baujahr ${year}, ${hours ?? 0} Betriebsstunden, mit Werksgarantie.`
        : kind.manufacturer === 'Lindner' || kind.vehicleClass === 'attachment'
          ? `Gebrauchte ${name}, Baujahr ${year}${hours !== null ? `, ${hours} Betriebsstunden` : ''}.`
          : `${name} aus Inzahlungnahme, Baujahr ${year}, ${hours ?? 0} Betriebsstunden.`;
  const second = random.pick([
    'Gepflegt, aus erster Hand.',
    'Service laut Wartungsplan in der Fachwerkstatt durchgeführt.',
    'Technisch geprüft, Wartung frisch gemacht.',
    'Besichtigung und Probefahrt nach Vereinbarung.',
    'Finanzierung und Eintausch möglich.',
  ]);
  return `${first} ${second}`;
}
