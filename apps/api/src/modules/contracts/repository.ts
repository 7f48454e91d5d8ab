import { contractItemNotificationDays, type ContractItemNotifications } from '@lindner/api/schema';
import { and, asc, between, eq, notInArray } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicles } from '../fleet/tables';
import { vehicleModels } from '../models/tables';
import { contractItems } from './tables';

/** The user's licences and warranties that end within the next 30 days, soonest first. */
export async function loadContractItemNotifications(
  orm: Orm,
  userId: string,
  today = new Date(),
): Promise<ContractItemNotifications> {
  const rows = await orm
    .select({
      id: contractItems.id,
      kind: contractItems.kind,
      title: contractItems.title,
      validTo: contractItems.validTo,
      vehicleId: contractItems.vehicleId,
      modelId: vehicleModels.id,
      modelName: vehicleModels.name,
    })
    .from(contractItems)
    .innerJoin(
      vehicles,
      and(eq(vehicles.id, contractItems.vehicleId), eq(vehicles.userId, contractItems.userId)),
    )
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(
      and(
        eq(contractItems.userId, userId),
        between(
          contractItems.validTo,
          isoDay(today, 0),
          isoDay(today, contractItemNotificationDays),
        ),
        notInArray(contractItems.status, ['cancelled', 'expired']),
      ),
    )
    .orderBy(asc(contractItems.validTo), asc(contractItems.title));

  const notifications: ContractItemNotifications = { traclink: [], warranty: [] };
  for (const row of rows) {
    notifications[row.kind].push({
      item: { id: row.id, title: row.title, validTo: row.validTo },
      model: { id: row.modelId, name: row.modelName },
      vehicleId: row.vehicleId,
    });
  }
  return notifications;
}

function isoDay(today: Date, daysAhead: number): string {
  const day = new Date(today);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}
