import { describe, expect, it } from 'vitest';
import { computeAxleLoads, type AxleLoadInput } from './computeAxleLoads';

// The worked example.
const example: AxleLoadInput = {
  netWeight: 5000,
  netFrontAxleLoad: 2100,
  netRearAxleLoad: 2900,
  wheelbase: 2.5,
  permittedFrontAxleLoad: 3500,
  permittedRearAxleLoad: 5500,
  permittedTotalWeight: 8000,
  front: { weight: 600, distance: 1.0 },
  rear: { weight: 1000, distance: 4.05 },
};

describe('computeAxleLoads', () => {
  it('computes the worked example: total 6600, front 2320, rear 4280, nothing exceeded', () => {
    const result = computeAxleLoads(example);
    expect(result.totalWeight).toBe(6600);
    expect(result.frontAxleLoad).toBe(2320);
    expect(result.rearAxleLoad).toBe(4280);
    expect(result.frontAxleLoadWithoutDevice).toBe(2100);
    expect(result.rearAxleLoadWithoutDevice).toBe(2900);
    expect(result.exceeds).toEqual({
      totalWeight: false,
      frontAxleLoad: false,
      rearAxleLoad: false,
    });
    expect(result.excess).toEqual({ totalWeight: 0, frontAxleLoad: 0, rearAxleLoad: 0 });
    expect(result.frontAxleTooLight).toBe(false);
    expect(result.minimumFrontBallast).toBe(0);
  });

  it('gives the tractor alone its own axle loads', () => {
    const result = computeAxleLoads({ ...example, front: null, rear: null });
    expect(result).toMatchObject({ totalWeight: 5000, frontAxleLoad: 2100, rearAxleLoad: 2900 });
  });

  it('moves load from the front to the rear axle with a rear attachment', () => {
    // 1000 kg at 4.05 m: rear + 1620, front - 620.
    const result = computeAxleLoads({ ...example, front: null });
    expect(result).toMatchObject({ totalWeight: 6000, frontAxleLoad: 1480, rearAxleLoad: 4520 });
  });

  it('moves load from the rear to the front axle with a front attachment', () => {
    // 600 kg at 1 m: rear - 240, front + 840.
    const result = computeAxleLoads({ ...example, rear: null });
    expect(result).toMatchObject({ totalWeight: 5600, frontAxleLoad: 2940, rearAxleLoad: 2660 });
  });

  it('names each exceeded limit and by how much', () => {
    const result = computeAxleLoads({
      ...example,
      permittedFrontAxleLoad: 2000,
      permittedRearAxleLoad: 4000,
      permittedTotalWeight: 6500,
    });
    expect(result.exceeds).toEqual({ totalWeight: true, frontAxleLoad: true, rearAxleLoad: true });
    expect(result.excess).toEqual({ totalWeight: 100, frontAxleLoad: 320, rearAxleLoad: 280 });
  });

  it('counts a load exactly at the limit as kept', () => {
    const result = computeAxleLoads({
      ...example,
      permittedFrontAxleLoad: 2320,
      permittedRearAxleLoad: 4280,
      permittedTotalWeight: 6600,
    });
    expect(result.exceeds).toEqual({
      totalWeight: false,
      frontAxleLoad: false,
      rearAxleLoad: false,
    });
  });

  it('computes the minimum front ballast at the front distance', () => {
    // 2400 kg at 4.05 m: total 7400, front = 2100 + 2400 - 3888 = 612 kg, 868 kg short of 20 %
    // of the total (1480 kg). Ballast B at 1 m adds 1.4 B to the front axle and B to the total:
    // B = 868 / (1.4 - 0.2) = 723.3 → 730 kg in steps of 10 kg.
    const input = {
      ...example,
      front: { weight: 0, distance: 1.0 },
      rear: { weight: 2400, distance: 4.05 },
    };
    const result = computeAxleLoads(input);
    expect(result.frontAxleLoad).toBe(612);
    expect(result.minimumFrontAxleShare).toBe(0.2);
    expect(result.frontAxleTooLight).toBe(true);
    expect(result.minimumFrontBallast).toBe(730);
    // With it: total 8130, front 1634 kg, at least 20 % (1626 kg).
    const ballasted = computeAxleLoads({ ...input, front: { weight: 730, distance: 1.0 } });
    expect(ballasted.frontAxleLoad).toBe(1634);
    expect(ballasted.frontAxleTooLight).toBe(false);
    expect(ballasted.minimumFrontBallast).toBe(0);
  });

  it('places the ballast over the front axle when there is no front attachment', () => {
    // 868 kg short, B = 868 / (1 - 0.2) = 1085 → 1090 kg.
    const result = computeAxleLoads({
      ...example,
      front: null,
      rear: { weight: 2400, distance: 4.05 },
    });
    expect(result.minimumFrontBallast).toBe(1090);
  });

  it('keeps the front axle at the model’s own share of the total weight', () => {
    // 25 % of 7400 kg is 1850 kg, 1238 kg short: B = 1238 / 0.75 = 1650.7 → 1660 kg.
    const result = computeAxleLoads({
      ...example,
      front: null,
      rear: { weight: 2400, distance: 4.05 },
      minimumFrontAxleShare: 0.25,
    });
    expect(result.minimumFrontAxleShare).toBe(0.25);
    expect(result.minimumFrontBallast).toBe(1660);
  });

  it('never returns NaN for a tractor with no attachments at all', () => {
    const result = computeAxleLoads({ ...example, front: null, rear: null });
    for (const value of Object.values(result)) {
      if (typeof value === 'number') expect(Number.isNaN(value)).toBe(false);
    }
  });
});
