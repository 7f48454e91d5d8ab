import { describe, expect, it } from 'vitest';
import {
  budgetMisses,
  budgets,
  calibrate,
  cpuSlowdownFor,
  describeBudgets,
  median,
  unsteadyMachine,
} from './lighthouseCalibration';

/** Figures that meet every budget exactly at its limit. */
const atTheLimits = {
  performance: 95,
  accessibility: 100,
  accessibilityFailures: [],
  fcpMs: 1800,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0,
};

describe('the CPU slowdown calibration', () => {
  it('takes the median of the runs, the mean of the middle two for an even count', () => {
    expect(median([2483.5, 2032, 2140])).toBe(2140);
    expect(median([1000, 1400, 1200, 1300])).toBe(1250);
    expect(median([900])).toBe(900);
    expect(median([])).toBeNaN();
  });

  it('divides the benchmarkIndex by 300: 4x on a machine of 1,200', () => {
    expect(cpuSlowdownFor(1200)).toBe(4);
    expect(cpuSlowdownFor(300)).toBe(1);
    expect(cpuSlowdownFor(2140)).toBe(7.13);
    expect(cpuSlowdownFor(150)).toBe(0.5);
  });

  it('refuses to calibrate without a usable index', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('No usable benchmarkIndex');
    expect(() => cpuSlowdownFor(0)).toThrow('No usable benchmarkIndex');
    expect(() => calibrate([])).toThrow('No usable benchmarkIndex');
  });

  it('reports the runs, their median and its multiplier', () => {
    expect(calibrate([1150, 1290, 1200])).toEqual({
      phoneBenchmarkIndex: 300,
      runs: [1150, 1290, 1200],
      benchmarkIndex: 1200,
      cpuSlowdownMultiplier: 4,
    });
  });
});

describe('the warning of an unsteady machine', () => {
  it('stays silent while every index is within the tolerance of the others', () => {
    expect(unsteadyMachine({ runs: [2032, 2483.5, 2140] }, [2300, 2100, undefined])).toBeNull();
    expect(unsteadyMachine({ runs: [1000] }, [1500])).toBeNull();
    expect(unsteadyMachine({ runs: [1000] }, [])).toBeNull();
  });

  it('names the range when the machine’s speed changed beyond it', () => {
    expect(unsteadyMachine({ runs: [1110.5, 367, 1101] }, [1951.5, undefined])).toBe(
      'benchmarkIndex ranged from 367 to 1951.5 during this measurement (other work on the machine?): the calibration is unsteady, measure again on a quiet machine for comparable figures',
    );
    expect(unsteadyMachine({ runs: [1000] }, [1300], 1.2)).toMatch(/from 1000 to 1300/);
  });
});

describe('the budgets', () => {
  it('are DESIGN.md’s', () => {
    expect(budgets).toEqual({
      performance: 95,
      tbtMs: 200,
      accessibility: 100,
      fcpMs: 1800,
      lcpMs: 2500,
      cls: 0,
    });
    expect(describeBudgets()).toBe(
      'performance >= 95, TBT <= 200 ms, accessibility 100, FCP <= 1.80 s, LCP <= 2.50 s, CLS 0',
    );
  });

  it('are met at their limits', () => {
    expect(budgetMisses(atTheLimits)).toEqual([]);
  });

  it('name every figure beyond its limit', () => {
    expect(
      budgetMisses({
        performance: 71,
        accessibility: 96,
        accessibilityFailures: ['color-contrast', 'label'],
        fcpMs: 2210,
        lcpMs: 4012,
        tbtMs: 340.4,
        cls: 0.00012,
      }),
    ).toEqual([
      'performance 71 < 95',
      'TBT 340 ms > 200 ms',
      'accessibility 96 < 100 (color-contrast, label)',
      'FCP 2.21 s > 1.80 s',
      'LCP 4.01 s > 2.50 s',
      'CLS 0.00012 > 0',
    ]);
  });

  it('count a figure Lighthouse did not report as missed', () => {
    expect(budgetMisses({ ...atTheLimits, performance: undefined, lcpMs: undefined })).toEqual([
      'performance: not reported',
      'LCP: not reported',
    ]);
  });
});
