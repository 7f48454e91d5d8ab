import type { TrainingEligibility } from '@lindner/api/schema';

/** A condition of a driver training the user can fix (SPEC.md section 5). */
export type MissingCondition = 'customerNumber' | 'approvedVehicle' | 'eligibleModel';

/**
 * The conditions the user still lacks, in the order to fix them. Without an approved vehicle the
 * model cannot be eligible either: only the vehicle is named then.
 */
export function missingConditions(eligibility: TrainingEligibility): MissingCondition[] {
  const missing: MissingCondition[] = [];
  if (!eligibility.customerNumber) missing.push('customerNumber');
  if (!eligibility.approvedVehicle) missing.push('approvedVehicle');
  else if (!eligibility.eligibleModel) missing.push('eligibleModel');
  return missing;
}

/** Where a missing condition is fixed: the profile, or adding a vehicle to the fleet. */
export function fixRouteOf(condition: MissingCondition): 'profile' | 'fleet-add-vehicle' {
  return condition === 'customerNumber' ? 'profile' : 'fleet-add-vehicle';
}
