import type { FleetVehicle, ReviewVehicle } from '@lindner/api/schema';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { displayName, users, type UserRow } from '../../plugins/users';
import { vehicleModels } from '../../plugins/vehicleModels';
import { isUuid, vehicles } from '../../plugins/vehicles';
import { loadDiaries } from './diary';
import { loadVehicle, toFleetVehicle } from './vehicles';

// Staff's check of new vehicles: the vehicles waiting, and the decision on one.

/** Vehicles waiting for staff's check, oldest first, with their owners. */
export async function loadPendingVehicles(orm: Orm): Promise<ReviewVehicle[]> {
  const rows = await orm
    .select({ vehicle: vehicles, model: vehicleModels, owner: users })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .innerJoin(users, eq(users.id, vehicles.userId))
    .where(eq(vehicles.status, 'pending'))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.vin));
  const diaries = await loadDiaries(
    orm,
    rows.map(({ vehicle }) => vehicle.id),
  );
  return rows.map(({ vehicle, model, owner }) =>
    toReviewVehicle(toFleetVehicle(vehicle, model, diaries.get(vehicle.id) ?? []), owner),
  );
}

/** Staff's decision on any vehicle; undefined when there is no such vehicle. */
export async function reviewVehicle(
  orm: Orm,
  staffId: string,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<ReviewVehicle | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .update(vehicles)
    .set({
      status: decision.status,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
      reviewedAt: new Date(),
      reviewedBy: staffId,
    })
    .where(eq(vehicles.id, id))
    .returning();
  if (!row) return undefined;
  const [owner] = await orm.select().from(users).where(eq(users.id, row.userId));
  return toReviewVehicle(await loadVehicle(orm, row), owner!);
}

function toReviewVehicle(vehicle: FleetVehicle, owner: UserRow): ReviewVehicle {
  return {
    ...vehicle,
    owner: { id: owner.id, name: displayName(owner), email: owner.email },
  };
}
