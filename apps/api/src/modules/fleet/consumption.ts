import {
  operationTypes,
  useCategories,
  type AverageEntry,
  type CategoryConsumption,
  type DiaryConsumption,
  type DiaryEntry,
  type DiaryTotals,
  type FuelStopEntry,
  type OperationType,
  type VehicleDataSource,
} from '@lindner/api/schema';

/** Rounded to hundredths: float sums like 0.1 + 0.2 must not print 0.30000000000000004. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

const noCategories: CategoryConsumption = { field: null, gras: null, other: null };

/**
 * The consumption of a vehicle's diary entries (of one range, or all of them):
 * - 'averageConsumption' vehicles: from the average entries (`averageConsumption`);
 * - 'fuelDiary' and 'traclinkMobile' vehicles: from the fuel stops (`fuelDiaryConsumption`).
 */
export function diaryConsumption(
  dataSource: VehicleDataSource,
  entries: readonly DiaryEntry[],
): DiaryConsumption {
  return dataSource === 'averageConsumption'
    ? averageConsumption(entries.filter(isAverage))
    : fuelDiaryConsumption(entries.filter(isFuelStop));
}

/**
 * Diary mode (SPEC.md section 5: "needs two full fill-ups"): the fuel stops in the order of
 * their operating hours (then date); the litres fuelled after the first full fill-up up to and
 * including the last full fill-up, divided by the operating hours between those two. With two
 * full fill-ups that is the second one's litres (and any part fill-ups between); with more, the
 * whole span first to last. Fewer than two full fill-ups, or no hours between them: null with
 * 'needsTwoFullFillUps'.
 */
export function fuelDiaryConsumption(stops: readonly FuelStopEntry[]): DiaryConsumption {
  const ordered = [...stops].sort(
    (a, b) => a.operatingHours - b.operatingHours || a.date.localeCompare(b.date),
  );
  const first = ordered.findIndex((stop) => stop.fullTank);
  const last = ordered.findLastIndex((stop) => stop.fullTank);
  const hours = first >= 0 ? ordered[last]!.operatingHours - ordered[first]!.operatingHours : 0;
  if (first < 0 || first === last || hours <= 0) {
    return { litersPerHour: null, reason: 'needsTwoFullFillUps', byCategory: noCategories };
  }
  const liters = ordered.slice(first + 1, last + 1).reduce((sum, stop) => sum + stop.liters, 0);
  return { litersPerHour: round2(liters / hours), reason: null, byCategory: noCategories };
}

/**
 * Average mode: each average entry weighs by its operating hours (hoursEnd - hoursStart), or
 * all equally when none has any. Per use category, the weighted mean of the entries giving
 * that category; overall, the weighted mean of each entry's own mean over the categories it
 * gives. Without average entries: null with 'needsAverageEntry'.
 */
export function averageConsumption(averages: readonly AverageEntry[]): DiaryConsumption {
  if (averages.length === 0) {
    return { litersPerHour: null, reason: 'needsAverageEntry', byCategory: noCategories };
  }
  const anyHours = averages.some((entry) => entry.hoursEnd > entry.hoursStart);
  const weightOf = (entry: AverageEntry) => (anyHours ? entry.hoursEnd - entry.hoursStart : 1);
  const weightedMean = (values: { value: number; weight: number }[]): number | null => {
    const weight = values.reduce((sum, each) => sum + each.weight, 0);
    if (weight <= 0) return null;
    return round2(values.reduce((sum, each) => sum + each.value * each.weight, 0) / weight);
  };

  const byCategory = Object.fromEntries(
    useCategories.map((category) => [
      category,
      weightedMean(
        averages.flatMap((entry) => {
          const value = entry.consumption[category];
          return value === null ? [] : [{ value, weight: weightOf(entry) }];
        }),
      ),
    ]),
  ) as CategoryConsumption;
  const litersPerHour = weightedMean(
    averages.flatMap((entry) => {
      const given = useCategories
        .map((category) => entry.consumption[category])
        .filter((value): value is number => value !== null);
      if (given.length === 0) return [];
      const mean = given.reduce((sum, value) => sum + value, 0) / given.length;
      return [{ value: mean, weight: weightOf(entry) }];
    }),
  );
  return {
    litersPerHour,
    reason: litersPerHour === null ? 'needsAverageEntry' : null,
    byCategory,
  };
}

/**
 * Totals of diary entries, for charts: litres of the fuel stops; operating hours covered (the
 * highest minus the lowest reading of fuel stops and averages); operation hours per type; litres
 * per month of the fuel stops, oldest month first.
 */
export function diaryTotals(entries: readonly DiaryEntry[]): DiaryTotals {
  const stops = entries.filter(isFuelStop);
  const readings = readingsOf(entries).map((reading) => reading.hours);
  const operationHoursByType = Object.fromEntries(
    operationTypes.map((type) => [type, 0]),
  ) as Record<OperationType, number>;
  for (const entry of entries) {
    if (entry.kind === 'operation') {
      operationHoursByType[entry.type] = round2(
        operationHoursByType[entry.type] + entry.durationHours,
      );
    }
  }
  const monthly = new Map<string, number>();
  for (const stop of stops) {
    const month = stop.date.slice(0, 7);
    monthly.set(month, (monthly.get(month) ?? 0) + stop.liters);
  }
  return {
    liters: round2(stops.reduce((sum, stop) => sum + stop.liters, 0)),
    hours: readings.length > 0 ? round2(Math.max(...readings) - Math.min(...readings)) : 0,
    operationHoursByType,
    litersByMonth: [...monthly.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, liters]) => ({ month, liters: round2(liters) })),
  };
}

/** An operating-hours reading of the diary: a fuel stop's, or an average's start or end. */
export interface HoursReading {
  date: string;
  hours: number;
}

export function readingsOf(entries: readonly DiaryEntry[]): HoursReading[] {
  return entries.flatMap((entry): HoursReading[] => {
    if (entry.kind === 'fuelStop') return [{ date: entry.date, hours: entry.operatingHours }];
    if (entry.kind === 'average') {
      return [
        { date: entry.dateStart, hours: entry.hoursStart },
        { date: entry.dateEnd, hours: entry.hoursEnd },
      ];
    }
    return [];
  });
}

/**
 * The first reading that a new one contradicts, if any: operating hours never go backwards,
 * so an earlier date may not have more hours, nor a later date fewer. Readings of the same
 * day may come in any order.
 */
export function contradictedReading(
  existing: readonly HoursReading[],
  added: HoursReading,
): { reading: HoursReading; problem: 'belowEarlier' | 'aboveLater' } | null {
  // The strongest contradiction: the most hours before, the fewest after.
  let worst: { reading: HoursReading; problem: 'belowEarlier' | 'aboveLater' } | null = null;
  for (const reading of existing) {
    if (reading.date < added.date && reading.hours > added.hours) {
      if (!worst || (worst.problem === 'belowEarlier' && reading.hours > worst.reading.hours)) {
        worst = { reading, problem: 'belowEarlier' };
      }
    } else if (reading.date > added.date && reading.hours < added.hours) {
      if (!worst) worst = { reading, problem: 'aboveLater' };
      else if (worst.problem === 'aboveLater' && reading.hours < worst.reading.hours) {
        worst = { reading, problem: 'aboveLater' };
      }
    }
  }
  return worst;
}

function isFuelStop(entry: DiaryEntry): entry is FuelStopEntry {
  return entry.kind === 'fuelStop';
}

function isAverage(entry: DiaryEntry): entry is AverageEntry {
  return entry.kind === 'average';
}
