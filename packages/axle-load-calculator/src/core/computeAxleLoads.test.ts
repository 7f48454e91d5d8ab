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
    // 2400 kg at 4.05 m: front = 2100 + 2400 - 3888 = 612 kg, 388 kg short of 1000 kg.
    // Ballast B at 1 m adds B · (1 + 1 / 2.5) = 1.4 B to the front axle: B = 277.14 → 278 kg.
    const input = {
      ...example,
      front: { weight: 0, distance: 1.0 },
      rear: { weight: 2400, distance: 4.05 },
    };
    const result = computeAxleLoads(input);
    expect(result.frontAxleLoad).toBe(612);
    expect(result.frontAxleTooLight).toBe(true);
    expect(result.minimumFrontBallast).toBe(278);
    const ballasted = computeAxleLoads({ ...input, front: { weight: 278, distance: 1.0 } });
    expect(ballasted.frontAxleLoad).toBeGreaterThanOrEqual(1000);
    expect(ballasted.frontAxleTooLight).toBe(false);
  });

  it('places the ballast over the front axle when there is no front attachment', () => {
    const result = computeAxleLoads({
      ...example,
      front: null,
      rear: { weight: 2400, distance: 4.05 },
    });
    expect(result.minimumFrontBallast).toBe(388);
  });

  it('never returns NaN for a tractor with no attachments at all', () => {
    const result = computeAxleLoads({ ...example, front: null, rear: null });
    for (const value of Object.values(result)) {
      if (typeof value === 'number') expect(Number.isNaN(value)).toBe(false);
    }
  });
});
