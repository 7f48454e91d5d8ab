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
  /** The front axle carries less than 20 % of the net weight, so steering suffers. */
  frontAxleTooLight: boolean;
  /**
   * kg of ballast at the front attachment's distance (over the front axle when there is no front
   * attachment) that brings the front axle to 20 % of the net weight; 0 when none is needed.
   */
  minimumFrontBallast: number;
}

/** Share of the net weight the front axle must carry for the tractor to steer safely. */
export const minimumFrontAxleShare = 0.2;

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

  const requiredFrontAxleLoad = minimumFrontAxleShare * input.netWeight;
  const missingFrontAxleLoad = toGrams(requiredFrontAxleLoad - frontAxleLoad);
  // A ballast B at distance d adds B to the total and takes B·d/wheelbase off the rear axle.
  const minimumFrontBallast =
    missingFrontAxleLoad > 0
      ? Math.ceil(missingFrontAxleLoad / (1 + frontDistance / wheelbase))
      : 0;

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
    frontAxleTooLight: missingFrontAxleLoad > 0,
    minimumFrontBallast,
  };
}
