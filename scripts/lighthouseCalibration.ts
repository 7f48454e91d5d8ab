// The arithmetic of `npm run lighthouse` (scripts/lighthouse.mjs loads this file through tsx),
// without Lighthouse or a browser: the CPU slowdown calibrated to the measuring machine and
// DESIGN.md's budgets per page.

/**
 * The `benchmarkIndex` of the mid-range phone every machine simulates (DESIGN.md "Performance
 * budgets"): slowdown = the machine's index / 300, so 4x on a machine of 1,200.
 */
export const phoneBenchmarkIndex = 300;

export interface Budgets {
  /** Lighthouse's performance score, out of 100: at least. */
  performance: number;
  /** Total blocking time: at most. */
  tbtMs: number;
  /** Lighthouse's accessibility score, out of 100: at least. */
  accessibility: number;
  /** First contentful paint: at most. */
  fcpMs: number;
  /** Largest contentful paint: at most. */
  lcpMs: number;
  /** Cumulative layout shift: at most. */
  cls: number;
}

/** DESIGN.md's budgets for each measured page. */
export const budgets: Readonly<Budgets> = Object.freeze({
  performance: 95,
  tbtMs: 200,
  accessibility: 100,
  fcpMs: 1800,
  lcpMs: 2500,
  cls: 0,
});

/** A page's figures as scripts/lighthouse.mjs reads them from Lighthouse's report. */
export interface PageFigures {
  performance?: number;
  accessibility?: number;
  /** The accessibility audits that failed. */
  accessibilityFailures?: string[];
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

export interface Calibration {
  /** The index of the simulated phone (300). */
  phoneBenchmarkIndex: number;
  /** The `benchmarkIndex` of each calibration run. */
  runs: number[];
  /** Their median. */
  benchmarkIndex: number;
  /** Lighthouse's `throttling.cpuSlowdownMultiplier` for every measured page. */
  cpuSlowdownMultiplier: number;
}

/** The median of the numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle]!;
  return sorted.length % 2 === 1 ? upper : (sorted[middle - 1]! + upper) / 2;
}

/**
 * Lighthouse's `throttling.cpuSlowdownMultiplier` for a machine of this `benchmarkIndex`, to two
 * decimals: index / 300. Below 1 on a machine slower than the phone (it then speeds up what the
 * machine took, which no longer simulates that phone faithfully).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`No usable benchmarkIndex (${benchmarkIndex}) to calibrate the CPU slowdown`);
  }
  return Math.round((benchmarkIndex / phoneBenchmarkIndex) * 100) / 100;
}

/**
 * The calibration from the `benchmarkIndex` of each calibration run: their median and its
 * multiplier.
 */
export function calibrate(runs: number[]): Calibration {
  const benchmarkIndex = median(runs);
  return {
    phoneBenchmarkIndex,
    runs,
    benchmarkIndex,
    cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex),
  };
}

/**
 * What a page's figures miss of the budgets, one phrase each; empty when it meets them all. A
 * figure Lighthouse did not report is a miss too (nothing shows it is met).
 */
export function budgetMisses(figures: PageFigures, limits: Budgets = budgets): string[] {
  const misses: string[] = [];
  type Say = (value: number | undefined) => string;
  const atLeast = (value: number | undefined, floor: number, say: Say) => {
    if (typeof value !== 'number') misses.push(`${say(undefined)}: not reported`);
    else if (value < floor) misses.push(say(value));
  };
  const atMost = (value: number | undefined, ceiling: number, say: Say) => {
    if (typeof value !== 'number') misses.push(`${say(undefined)}: not reported`);
    else if (value > ceiling) misses.push(say(value));
  };
  atLeast(figures.performance, limits.performance, (value) =>
    value === undefined ? 'performance' : `performance ${value} < ${limits.performance}`,
  );
  atMost(figures.tbtMs, limits.tbtMs, (value) =>
    value === undefined ? 'TBT' : `TBT ${milliseconds(value)} > ${milliseconds(limits.tbtMs)}`,
  );
  atLeast(figures.accessibility, limits.accessibility, (value) => {
    if (value === undefined) return 'accessibility';
    const failed = figures.accessibilityFailures ?? [];
    return `accessibility ${value} < ${limits.accessibility}${failed.length > 0 ? ` (${failed.join(', ')})` : ''}`;
  });
  atMost(figures.fcpMs, limits.fcpMs, (value) =>
    value === undefined ? 'FCP' : `FCP ${seconds(value)} > ${seconds(limits.fcpMs)}`,
  );
  atMost(figures.lcpMs, limits.lcpMs, (value) =>
    value === undefined ? 'LCP' : `LCP ${seconds(value)} > ${seconds(limits.lcpMs)}`,
  );
  atMost(figures.cls, limits.cls, (value) =>
    value === undefined ? 'CLS' : `CLS ${shift(value)} > ${limits.cls}`,
  );
  return misses;
}

/** The budgets in one line, as the table's caption states them. */
export function describeBudgets(limits: Budgets = budgets): string {
  return [
    `performance >= ${limits.performance}`,
    `TBT <= ${milliseconds(limits.tbtMs)}`,
    `accessibility ${limits.accessibility}`,
    `FCP <= ${seconds(limits.fcpMs)}`,
    `LCP <= ${seconds(limits.lcpMs)}`,
    `CLS ${limits.cls}`,
  ].join(', ');
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function milliseconds(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** A layout shift score to three significant digits (0 stays 0). */
export function shift(value: number): number {
  return Number(value.toPrecision(3));
}

/**
 * A warning when the machine's speed changed while it was measured: the lowest and the highest
 * `benchmarkIndex` of the calibration's runs and the pages' runs more than `tolerance` times
 * apart, as on a machine busy with other work; null when they agree. The figures are then less
 * comparable (a slower calibration run gives a smaller slowdown, and the other way round).
 */
export function unsteadyMachine(
  calibration: Pick<Calibration, 'runs'>,
  pageIndexes: (number | undefined)[],
  tolerance = 1.5,
): string | null {
  const seen = [...calibration.runs, ...pageIndexes].filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0,
  );
  if (seen.length < 2) return null;
  const lowest = Math.min(...seen);
  const highest = Math.max(...seen);
  if (highest / lowest <= tolerance) return null;
  return `benchmarkIndex ranged from ${lowest} to ${highest} during this measurement (other work on the machine?): the calibration is unsteady, measure again on a quiet machine for comparable figures`;
}
