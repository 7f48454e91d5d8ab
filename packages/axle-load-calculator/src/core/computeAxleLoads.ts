import { defaultMinimumFrontAxleShare, minimumFrontBallast } from './frontBallast';

/** An attachment (implement or ballast) carried by the tractor. */
export interface Attachment {
  /** kg */
  weight: number;
  /**
   * m from the front axle centre to the attachment's centre of gravity: ahead of the front axle
   * for a front attachment, behind it for a rear attachment.
   */
  distance: number;
}

export interface AxleLoadInput {
  /** kg, the tractor alone */
  netWeight: number;
  /** kg, the tractor alone */
  netFrontAxleLoad: number;
  /** kg, the tractor alone */
  netRearAxleLoad: number;
  /** m */
  wheelbase: number;
  /** kg */
  permittedFrontAxleLoad: number;
  /** kg */
  permittedRearAxleLoad: number;
  /** kg */
  permittedTotalWeight: number;
  front: Attachment | null;
  rear: Attachment | null;
  /**
   * The share of the total weight the front axle must carry for the tractor to steer safely, as
   * the model's manual states it (0.2 for 20 %); `defaultMinimumFrontAxleShare` without it.
   */
  minimumFrontAxleShare?: number;
}

export interface AxleLoadLimits<T> {
  totalWeight: T;
  frontAxleLoad: T;
  rearAxleLoad: T;
}

export interface AxleLoadResult {
  /** kg, with the attachments */
  totalWeight: number;
  /** kg, with the attachments */
  frontAxleLoad: number;
  /** kg, with the attachments */
  rearAxleLoad: number;
  /** kg, the tractor alone */
  frontAxleLoadWithoutDevice: number;
  /** kg, the tractor alone */
  rearAxleLoadWithoutDevice: number;
  /** Which permitted value the loaded tractor is above. */
  exceeds: AxleLoadLimits<boolean>;
  /** kg above each permitted value, 0 where it is kept. */
  excess: AxleLoadLimits<number>;
  /** The share of the total weight the front axle must carry, as applied. */
  minimumFrontAxleShare: number;
  /** The front axle carries less than that share of the total weight, so steering suffers. */
  frontAxleTooLight: boolean;
  /**
   * kg of ballast at the front attachment's distance (over the front axle when there is no front
   * attachment), rounded up to 10 kg, that brings the front axle to its share of the total
   * weight; 0 when none is needed.
   */
  minimumFrontBallast: number;
}

// Loads are shown in whole kg; rounding to grams keeps float noise (3500.0000001) from counting as
// exceeding a limit.
const toGrams = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * Axle loads of a tractor with front and rear attachments, from the moments about the front
 * axle: each attachment shifts load between the axles in proportion to its distance over the
 * wheelbase. Expects valid input (see `validateAxleLoadInput`).
 */
export function computeAxleLoads(input: AxleLoadInput): AxleLoadResult {
  const { front, rear, wheelbase } = input;
  const frontWeight = front?.weight ?? 0;
  const frontDistance = front?.distance ?? 0;
  const rearMoment = rear ? rear.weight * rear.distance : 0;
  const frontMoment = frontWeight * frontDistance;

  const totalWeight = toGrams(input.netWeight + frontWeight + (rear?.weight ?? 0));
  const rearAxleLoad = toGrams(input.netRearAxleLoad + (rearMoment - frontMoment) / wheelbase);
  const frontAxleLoad = toGrams(totalWeight - rearAxleLoad);

  const excess: AxleLoadLimits<number> = {
    totalWeight: toGrams(Math.max(0, totalWeight - input.permittedTotalWeight)),
    frontAxleLoad: toGrams(Math.max(0, frontAxleLoad - input.permittedFrontAxleLoad)),
    rearAxleLoad: toGrams(Math.max(0, rearAxleLoad - input.permittedRearAxleLoad)),
  };

  const minimumFrontAxleShare = input.minimumFrontAxleShare ?? defaultMinimumFrontAxleShare;
  const ballast = minimumFrontBallast({
    totalWeight,
    frontAxleLoad,
    wheelbase,
    ballastDistance: frontDistance,
    minimumFrontAxleShare,
  });

  return {
    totalWeight,
    frontAxleLoad,
    rearAxleLoad,
    frontAxleLoadWithoutDevice: input.netFrontAxleLoad,
    rearAxleLoadWithoutDevice: input.netRearAxleLoad,
    exceeds: {
      totalWeight: excess.totalWeight > 0,
      frontAxleLoad: excess.frontAxleLoad > 0,
      rearAxleLoad: excess.rearAxleLoad > 0,
    },
    excess,
    minimumFrontAxleShare,
    frontAxleTooLight: ballast > 0,
    minimumFrontBallast: ballast,
  };
}
