import { describe, expect, it } from 'vitest';
import { minimumFrontBallast } from './frontBallast';

// The worked example's Lintrac (5,000 kg, 2,100 kg on the front axle, wheelbase 2.5 m) with a
// 2,400 kg rear implement at 4.05 m: total 7,400 kg; the implement takes 2,400 · 4.05 / 2.5 =
// 3,888 kg onto the rear axle, leaving 2,100 + 2,400 − 3,888 = 612 kg on the front axle.
const heavyRearImplement = {
  totalWeight: 7400,
  frontAxleLoad: 612,
  wheelbase: 2.5,
  ballastDistance: 0,
  minimumFrontAxleShare: 0.2,
};

describe('minimumFrontBallast', () => {
  it('asks for ballast over the front axle when a rear implement lifts it below its share', () => {
    // 20 % of 7,400 kg is 1,480 kg, 868 kg missing; ballast over the axle counts fully on it and
    // in the total: B ≥ 868 / (1 − 0.2) = 1,085 kg → 1,090 kg in steps of 10 kg.
    expect(minimumFrontBallast(heavyRearImplement)).toBe(1090);
  });

  it('asks for less ballast the further ahead of the front axle it sits', () => {
    // At 1 m ahead it also lifts the rear axle: B ≥ 868 / (1 + 1 / 2.5 − 0.2) = 723.3 → 730 kg.
    // Check: front 612 + 730 · 1.4 = 1,634 kg, at least 20 % of 8,130 kg (1,626 kg); 720 kg
    // would give 1,620 kg, short of 20 % of 8,120 kg (1,624 kg).
    expect(minimumFrontBallast({ ...heavyRearImplement, ballastDistance: 1 })).toBe(730);
  });

  it('applies the model’s own share', () => {
    // 25 % of 7,400 kg is 1,850 kg, 1,238 kg missing: B ≥ 1,238 / 0.75 = 1,650.7 → 1,660 kg.
    expect(minimumFrontBallast({ ...heavyRearImplement, minimumFrontAxleShare: 0.25 })).toBe(1660);
  });

  it('keeps an exact step of 10 kg without rounding it up to the next', () => {
    // 20 % of 9,000 kg is 1,800 kg, 800 kg missing: 800 / 0.8 = 1,000 kg exactly.
    expect(
      minimumFrontBallast({ ...heavyRearImplement, totalWeight: 9000, frontAxleLoad: 1000 }),
    ).toBe(1000);
  });

  it('asks for none when the front axle carries its share, or exactly its share', () => {
    // The worked example: 2,320 kg of 6,600 kg on the front axle, 35 %.
    expect(
      minimumFrontBallast({ ...heavyRearImplement, totalWeight: 6600, frontAxleLoad: 2320 }),
    ).toBe(0);
    expect(
      minimumFrontBallast({ ...heavyRearImplement, totalWeight: 5000, frontAxleLoad: 1000 }),
    ).toBe(0);
  });
});
