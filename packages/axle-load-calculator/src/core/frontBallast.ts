/**
 * The share of the total weight the front (steering) axle must carry where a model's manual
 * names none: the usual figure in tractor manuals.
 */
export const defaultMinimumFrontAxleShare = 0.2;

/** Ballast is suggested in whole steps of this many kg, rounded up: weights come in such steps. */
export const frontBallastStep = 10;

export interface FrontBallastInput {
  /** kg, the tractor with its attachments */
  totalWeight: number;
  /** kg, on the front axle with the attachments */
  frontAxleLoad: number;
  /** m */
  wheelbase: number;
  /** m the ballast's centre of gravity sits ahead of the front axle centre; 0 over the axle */
  ballastDistance: number;
  /** The share of the total weight the front axle must carry, e.g. 0.2 for 20 % */
  minimumFrontAxleShare: number;
}

// Rounding to grams keeps float noise (1480.0000001) from asking for a 10 kg step nobody needs.
const toGrams = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * The least front ballast, in kg rounded up to `frontBallastStep`, that brings the front axle to
 * its minimum share of the total weight; 0 when it carries that share already. A ballast B at
 * distance d adds B to the total and B·(1 + d/wheelbase) to the front axle (it lifts the rear
 * axle by B·d/wheelbase), so the front axle keeps its share s once
 * B ≥ (s·total − front) / (1 + d/wheelbase − s).
 */
export function minimumFrontBallast({
  totalWeight,
  frontAxleLoad,
  wheelbase,
  ballastDistance,
  minimumFrontAxleShare,
}: FrontBallastInput): number {
  const missing = toGrams(minimumFrontAxleShare * totalWeight - frontAxleLoad);
  if (missing <= 0) return 0;
  const ballast = missing / (1 + ballastDistance / wheelbase - minimumFrontAxleShare);
  return Math.ceil(toGrams(ballast) / frontBallastStep) * frontBallastStep;
}
