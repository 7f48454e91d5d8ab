import type { OperationType, VehicleDataSource } from '@lindner/api/schema';
import type { NewDiaryEntryRow } from '../../modules/fleet/tables';
import type { users } from '../../plugins/users';
import type { vehicles } from '../../plugins/vehicles';
import { lindnerModels } from '../../referenceData/lindnerModels';
import { randomSource, type Random } from '../machineGenerator';
import { dayAfter, scalePlaces } from './places';

/*
 * Made-up users with their fleets and diaries, for the benchmark at scale (scripts/bench-api.mjs):
 * the same for the same seed and day. Each user has 1 to 3 Lindner vehicles; each vehicle a
 * diary of the year before `today`, kept as its data source keeps it: fuel stops and operations
 * (fuel diary), operations and notes (TracLink), monthly averages and operations (average
 * consumption). Readings only go up, as the API's own checks demand. Names, addresses and VINs
 * are invented.
 */

export type NewUserRow = typeof users.$inferInsert;
export type NewVehicleRow = typeof vehicles.$inferInsert;

export interface FleetGeneration {
  /** The same seed and day give the same users, vehicles and entries. */
  seed: number;
  /** The diaries cover the 365 days up to this day (its UTC date). */
  today: Date;
  /** Every user's password hash (the benchmark signs on with tokens, not passwords). */
  passwordHash: string;
  /** `{prefix}{number}` user names, e.g. "scale-0001". */
  usernamePrefix?: string;
}

export interface GeneratedFleets {
  users: (NewUserRow & { id: string })[];
  vehicles: (NewVehicleRow & { id: string; userId: string })[];
  diaryEntries: (NewDiaryEntryRow & { id: string })[];
}

const firstNames = [
  'Josef',
  'Maria',
  'Johann',
  'Anna',
  'Franz',
  'Theresia',
  'Georg',
  'Elisabeth',
  'Martin',
  'Katharina',
  'Andreas',
  'Barbara',
  'Stefan',
  'Christina',
  'Thomas',
  'Magdalena',
  'Markus',
  'Veronika',
  'Florian',
  'Johanna',
];
const lastNames = [
  'Brunner',
  'Gruber',
  'Huber',
  'Hofer',
  'Wimmer',
  'Moser',
  'Steiner',
  'Mayr',
  'Eder',
  'Lechner',
  'Pichler',
  'Rainer',
  'Schwaiger',
  'Egger',
  'Haas',
  'Kofler',
  'Unterberger',
  'Thaler',
  'Auer',
  'Berger',
];
const streets = ['Dorfstraße', 'Hofweg', 'Bergstraße', 'Feldgasse', 'Kirchweg', 'Almweg'];
const operationTexts = [
  'Mähen, Hangwiese',
  'Silage, 1. Schnitt',
  'Heu wenden',
  'Gülle ausbringen',
  'Pflügen, Acker am Bach',
  'Grubbern',
  'Holz rücken',
  'Schneeräumung Hofzufahrt',
  'Mist fahren',
  'Transport zum Lagerhaus',
];
const noteTexts = [
  'Ölwechsel und Luftfilter getauscht.',
  'Reifendruck für die Feldarbeit gesenkt.',
  'Service in der Fachwerkstatt.',
  'Scheibenwischer erneuert.',
  'Hydrauliköl nachgefüllt.',
];
/** The series' letter in a made-up VIN (after "VBLA" only `A-H J-N P R-Z 0-9`: vehicles' CHECK). */
const vinSeries: Record<string, string> = { Lintrac: 'L', Geotrac: 'G', Unitrac: 'U' };

const dataSources: readonly VehicleDataSource[] = [
  'fuelDiary',
  'traclinkMobile',
  'averageConsumption',
];

export function generateFleets(count: number, generation: FleetGeneration): GeneratedFleets {
  const random = randomSource(generation.seed);
  const generated: GeneratedFleets = { users: [], vehicles: [], diaryEntries: [] };
  const year = diaryYear(generation.today);
  const prefix = generation.usernamePrefix ?? 'scale-';
  const width = String(count).length;
  for (let index = 0; index < count; index++) {
    const number = String(index + 1).padStart(width, '0');
    const place = random.pick(scalePlaces);
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    const customer = random.chance(0.8);
    const user = {
      id: random.uuid(),
      username: `${prefix}${number}`,
      passwordHash: generation.passwordHash,
      salutation: random.chance(0.5) ? ('male' as const) : ('female' as const),
      firstName,
      lastName,
      email: `${prefix}${number}@example.com`,
      phone: `+43 5338 ${String(random.between(1000, 9999))}`,
      street: `${random.pick(streets)} ${random.between(1, 60)}`,
      zip: place.zip,
      city: place.city,
      country: place.country,
      customerNr: customer ? `SC-${number}` : null,
      roles: customer ? ['customer'] : [],
      createdAt: dayAfter(generation.today, -random.between(400, 1500)),
    };
    generated.users.push(user);
    const fleetSize = random.between(1, 3);
    for (let each = 0; each < fleetSize; each++) {
      const serial = 5_000_000 + generated.vehicles.length + 1;
      const { vehicle, entries } = generateVehicle(random, generation.today, year, {
        userId: user.id,
        serial,
      });
      generated.vehicles.push(vehicle);
      generated.diaryEntries.push(...entries);
    }
  }
  return generated;
}

/** The 365 days up to `today`, oldest first: computed once, not per vehicle. */
interface DiaryDay {
  date: string;
  month: number;
  midnight: number;
}

function diaryYear(today: Date): DiaryDay[] {
  return Array.from({ length: 365 }, (_, index) => {
    const midnight = dayAfter(today, index - 364);
    return {
      date: midnight.toISOString().slice(0, 10),
      month: midnight.getUTCMonth() + 1,
      midnight: midnight.getTime(),
    };
  });
}

function generateVehicle(
  random: Random,
  today: Date,
  year: DiaryDay[],
  { userId, serial }: { userId: string; serial: number },
) {
  const model = random.pick(lindnerModels);
  const horsepower = model.powerHp ?? 100;
  const thisYear = today.getUTCFullYear();
  const built = random.between(thisYear - 15, thisYear - 1);
  const dataSource = random.weighted(
    dataSources,
    (source) => ({ fuelDiary: 5, traclinkMobile: 3, averageConsumption: 2 })[source],
  );
  const litersPerHour = horsepower * 0.065 + random.next() * 1.5;
  const hoursBefore = (thisYear - built) * random.between(250, 550) + random.between(10, 200);
  const vehicle = {
    id: random.uuid(),
    userId,
    vin: `VBLA${String(horsepower).padStart(3, '0')}00${vinSeries[model.series] ?? 'L'}${serial}`,
    modelId: model.id,
    yearOfConstruction: built,
    dataSource,
    status: random.chance(0.95) ? ('approved' as const) : ('pending' as const),
    operatingHours: hoursBefore,
    fuelUsedLiters: Math.round(hoursBefore * litersPerHour),
    createdAt: dayAfter(today, -random.between(370, 900)),
  };
  const entries = generateDiary(random, year, {
    vehicleId: vehicle.id,
    userId,
    dataSource,
    hoursBefore,
    litersPerHour,
  });
  return { vehicle, entries };
}

interface DiaryOf {
  vehicleId: string;
  userId: string;
  dataSource: VehicleDataSource;
  hoursBefore: number;
  litersPerHour: number;
}

/** The operation types a month's work brings (months 1 to 12). */
function seasonalTypes(month: number): readonly OperationType[] {
  if (month >= 5 && month <= 8) return ['grasEasy', 'grasHard', 'grasHard', 'otherEasy'];
  if (month === 3 || month === 4 || month === 9 || month === 10) {
    return ['fieldEasy', 'fieldHard', 'grasEasy', 'otherHard'];
  }
  return ['otherEasy', 'otherHard', 'fieldEasy'];
}

/** A vehicle's diary of the year's days, oldest first. */
function generateDiary(
  random: Random,
  year: DiaryDay[],
  of: DiaryOf,
): (NewDiaryEntryRow & { id: string })[] {
  const entries: (NewDiaryEntryRow & { id: string })[] = [];
  const base = { vehicleId: of.vehicleId, userId: of.userId };
  const fuelStops = of.dataSource === 'fuelDiary';
  const averages = of.dataSource === 'averageConsumption';
  const last = year.length - 1;
  let hours = of.hoursBefore;
  let litersSinceStop = 0;
  let tankUse = random.between(60, 140);
  let averageStart = { day: 0, hours };
  for (let day = 0; day <= last; day++) {
    const { date, month, midnight } = year[day]!;
    const createdAt = () => new Date(midnight + random.between(6, 21) * 3_600_000);
    const summer = month >= 4 && month <= 10;
    if (random.chance(summer ? 0.35 : 0.12)) {
      const durationHours = random.between(2, 18) / 2;
      hours += durationHours + random.between(0, 4) / 2;
      litersSinceStop += durationHours * of.litersPerHour;
      entries.push({
        id: random.uuid(),
        ...base,
        kind: 'operation',
        entryDate: date,
        operationType: random.pick(seasonalTypes(month)),
        durationHours,
        text: random.chance(0.3) ? random.pick(operationTexts) : null,
        createdAt: createdAt(),
      });
    }
    if (fuelStops && litersSinceStop >= tankUse) {
      const fullTank = random.chance(0.85);
      entries.push({
        id: random.uuid(),
        ...base,
        kind: 'fuelStop',
        entryDate: date,
        hours: Math.round(hours * 2) / 2,
        liters: Math.round(litersSinceStop),
        fullTank,
        createdAt: createdAt(),
      });
      litersSinceStop = 0;
      tankUse = random.between(60, 140);
    }
    if (averages && (day - averageStart.day >= 30 || day === last) && hours > averageStart.hours) {
      const wobble = () => Math.round((of.litersPerHour + (random.next() - 0.5) * 2) * 10) / 10;
      entries.push({
        id: random.uuid(),
        ...base,
        kind: 'average',
        entryDate: year[averageStart.day]!.date,
        endDate: date,
        hours: Math.round(averageStart.hours * 2) / 2,
        endHours: Math.round(hours * 2) / 2,
        consumptionField: summer && random.chance(0.5) ? null : wobble(),
        consumptionGras: summer ? wobble() : null,
        consumptionOther: random.chance(0.6) ? wobble() : null,
        createdAt: createdAt(),
      });
      averageStart = { day: day + 1, hours };
    }
    if (random.chance(0.015)) {
      entries.push({
        id: random.uuid(),
        ...base,
        kind: 'note',
        entryDate: date,
        text: random.pick(noteTexts),
        createdAt: createdAt(),
      });
    }
  }
  return entries;
}
