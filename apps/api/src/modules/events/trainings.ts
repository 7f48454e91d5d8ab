import type { TrainingEligibility } from '@lindner/api/schema';
import { and, eq, lt } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import type { UserRow } from '../../plugins/users';
import { vehicleModels } from '../../plugins/vehicleModels';
import { vehicles } from '../../plugins/vehicles';
import { eventRegistrations, events } from './tables';

// Driver trainings: what a user has and lacks for one (SPEC.md section 5).

/**
 * The model series whose vehicles qualify for a driver training: the Lintrac (rear-wheel
 * steering, TMT continuously variable transmission) and the Unitrac transporters (LDrive). The
 * Geotrac's manual range does not need a training for the portal's purposes.
 */
export const trainingSeries = ['Lintrac', 'Unitrac'] as const;

/** What a user has and lacks for a driver training (SPEC.md section 5). */
export async function trainingEligibility(
  orm: Orm,
  user: UserRow,
  now = new Date(),
): Promise<TrainingEligibility> {
  const [fleet, attended] = await Promise.all([
    orm
      .select({ series: vehicleModels.series })
      .from(vehicles)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(and(eq(vehicles.userId, user.id), eq(vehicles.status, 'approved'))),
    orm
      .select({ eventId: eventRegistrations.eventId })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(
        and(
          eq(eventRegistrations.userId, user.id),
          eq(events.training, true),
          lt(events.endsAt, now),
        ),
      )
      .limit(1),
  ]);
  return {
    customerNumber: Boolean(user.customerNr?.trim()),
    approvedVehicle: fleet.length > 0,
    eligibleModel: fleet.some((vehicle) =>
      (trainingSeries as readonly string[]).includes(vehicle.series),
    ),
    attendedBefore: attended.length > 0,
  };
}

/** The first condition a user lacks for a training, in the order SPEC.md names them. */
export function missingCondition(
  eligibility: TrainingEligibility,
): 'noCustomerNumber' | 'noApprovedVehicle' | 'notEligibleModel' | null {
  if (!eligibility.customerNumber) return 'noCustomerNumber';
  if (!eligibility.approvedVehicle) return 'noApprovedVehicle';
  if (!eligibility.eligibleModel) return 'notEligibleModel';
  return null;
}
