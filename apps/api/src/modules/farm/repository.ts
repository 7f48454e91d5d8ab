import type { Farm, ValidFarmInput } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { farms, type FarmRow } from './tables';

export async function loadFarm(orm: Orm, userId: string): Promise<Farm | null> {
  const [row] = await orm.select().from(farms).where(eq(farms.userId, userId));
  return row ? toFarm(row) : null;
}

/** Creates or replaces the user's one farm. */
export async function saveFarm(orm: Orm, userId: string, input: ValidFarmInput): Promise<Farm> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await orm
    .insert(farms)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: farms.userId, set: values })
    .returning();
  return toFarm(row!);
}

function toFarm(row: FarmRow): Farm {
  return {
    name: row.name,
    vulgo: row.vulgo,
    since: row.since,
    area: row.area,
    leasedArea: row.leasedArea,
    areaUnderLease: row.areaUnderLease,
    workHours: row.workHours,
    mountainFarmer: row.mountainFarmer,
    siloHay: row.siloHay,
    businessType: row.businessType as Farm['businessType'],
    economyTypes: row.economyTypes as Farm['economyTypes'],
    fertilisationTypes: row.fertilisationTypes as Farm['fertilisationTypes'],
    sizeBand: row.sizeBand as Farm['sizeBand'],
  };
}
