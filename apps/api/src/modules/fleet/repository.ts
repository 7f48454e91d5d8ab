import type { Fleet, FleetVehicle } from '@lindner/api/schema';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels } from '../models/tables';
import { vehicles } from './tables';

/** The user's vehicles with the dashboard's statistics over all of them. */
export async function loadFleet(orm: Orm, userId: string): Promise<Fleet> {
  const rows = await orm
    .select({ vehicle: vehicles, model: vehicleModels })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.userId, userId))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.vin));

  const fleetVehicles: FleetVehicle[] = rows.map(({ vehicle, model }) => ({
    id: vehicle.id,
    vin: vehicle.vin,
    model: { id: model.id, name: model.name, series: model.series },
    image: vehicle.imageUrl,
    yearOfConstruction: vehicle.yearOfConstruction,
    dataSource: vehicle.dataSource,
    operatingHours: vehicle.operatingHours,
    fuelUsedLiters: vehicle.fuelUsedLiters,
    averageConsumption: litresPerHour(vehicle.fuelUsedLiters, vehicle.operatingHours),
  }));

  const operatingHours = sum(fleetVehicles.map((vehicle) => vehicle.operatingHours));
  const fuelUsedLiters = sum(fleetVehicles.map((vehicle) => vehicle.fuelUsedLiters));
  return {
    vehicles: fleetVehicles,
    statistics: {
      vehicleCount: fleetVehicles.length,
      operatingHours,
      fuelUsedLiters,
      averageConsumption: litresPerHour(fuelUsedLiters, operatingHours),
    },
  };
}

function litresPerHour(litres: number, hours: number): number | null {
  return hours > 0 ? Math.round((litres / hours) * 10) / 10 : null;
}

function sum(values: number[]): number {
  // Rounded to a tenth: float sums of hours like 1843.5 + 3120 must not print 4963.499999.
  return Math.round(values.reduce((total, value) => total + value, 0) * 10) / 10;
}
