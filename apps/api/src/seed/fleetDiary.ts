import type { Database } from '../database/connection';
import { diaryEntries, type NewDiaryEntryRow } from '../modules/fleet/tables';

/**
 * Diary entries of the farmer's vehicles over the last three months, dated relative to `today`
 * so the portal always has recent entries to show. The Geotrac keeps a fuel diary: its
 * registered figures (3030 h, 15 037 l in demoData.ts) plus these fuel stops (443 l, up to
 * 3120 h) give the dashboard's 3120 h and 15 480 l; its full fill-ups from 3042 h to 3112 h
 * take 350 l over 70 h, so its diary shows 5 l/h. The Lintrac (TracLink) has an operation and
 * a note. Fixed ids: seeding again adds nothing twice.
 */
export function farmerDiaryEntries(
  ids: { farmer: string; geotrac: string; lintrac: string },
  today: Date,
): NewDiaryEntryRow[] {
  const day = (offset: number) => {
    const date = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()),
    );
    date.setUTCDate(date.getUTCDate() - offset);
    return date.toISOString().slice(0, 10);
  };
  const id = (n: number) => `6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e${String(n).padStart(2, '0')}`;
  const geotrac = { vehicleId: ids.geotrac, userId: ids.farmer };
  const lintrac = { vehicleId: ids.lintrac, userId: ids.farmer };
  return [
    {
      id: id(1),
      ...geotrac,
      kind: 'fuelStop',
      entryDate: day(84),
      hours: 3042,
      liters: 58,
      fullTank: true,
    },
    {
      id: id(2),
      ...geotrac,
      kind: 'operation',
      entryDate: day(80),
      operationType: 'grasHard',
      durationHours: 6.5,
      text: 'Silage, 1. Schnitt',
    },
    {
      id: id(3),
      ...geotrac,
      kind: 'operation',
      entryDate: day(77),
      operationType: 'fieldEasy',
      durationHours: 4,
      text: null,
    },
    {
      id: id(4),
      ...geotrac,
      kind: 'fuelStop',
      entryDate: day(70),
      hours: 3058.5,
      liters: 82,
      fullTank: true,
    },
    {
      id: id(5),
      ...geotrac,
      kind: 'note',
      entryDate: day(60),
      text: 'Ölwechsel und Luftfilter getauscht (Werkstatt Kundl).',
    },
    {
      id: id(6),
      ...geotrac,
      kind: 'operation',
      entryDate: day(55),
      operationType: 'grasEasy',
      durationHours: 5,
      text: 'Heu wenden, Hangwiese',
    },
    {
      id: id(7),
      ...geotrac,
      kind: 'fuelStop',
      entryDate: day(50),
      hours: 3071,
      liters: 62,
      fullTank: false,
    },
    {
      id: id(8),
      ...geotrac,
      kind: 'operation',
      entryDate: day(42),
      operationType: 'otherHard',
      durationHours: 3,
      text: 'Holz rücken mit der Seilwinde',
    },
    {
      id: id(9),
      ...geotrac,
      kind: 'fuelStop',
      entryDate: day(35),
      hours: 3089,
      liters: 88,
      fullTank: true,
    },
    {
      id: id(10),
      ...geotrac,
      kind: 'operation',
      entryDate: day(20),
      operationType: 'fieldHard',
      durationHours: 7.5,
      text: 'Pflügen, Acker am Bach',
    },
    {
      id: id(11),
      ...geotrac,
      kind: 'fuelStop',
      entryDate: day(14),
      hours: 3112,
      liters: 118,
      fullTank: true,
    },
    {
      id: id(12),
      ...geotrac,
      kind: 'operation',
      entryDate: day(6),
      operationType: 'grasEasy',
      durationHours: 4.5,
      text: null,
    },
    {
      id: id(13),
      ...geotrac,
      kind: 'fuelStop',
      entryDate: day(2),
      hours: 3120,
      liters: 35,
      fullTank: false,
    },
    {
      id: id(14),
      ...lintrac,
      kind: 'operation',
      entryDate: day(10),
      operationType: 'fieldHard',
      durationHours: 8,
      text: 'Grubbern mit Frontgewicht',
    },
    {
      id: id(15),
      ...lintrac,
      kind: 'note',
      entryDate: day(3),
      text: 'Reifendruck hinten auf 1,2 bar für die Feldarbeit gesenkt.',
    },
  ];
}

/** Adds the farmer's diary entries that are not there yet. */
export async function seedFarmerDiary(
  tx: Pick<Database['orm'], 'insert'>,
  ids: { farmer: string; geotrac: string; lintrac: string },
  today: Date,
): Promise<void> {
  await tx.insert(diaryEntries).values(farmerDiaryEntries(ids, today)).onConflictDoNothing();
}
