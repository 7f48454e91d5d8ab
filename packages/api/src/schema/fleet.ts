import * as z from 'zod/mini';

/** A Lindner vehicle identification number: 17 characters beginning with VBLA. */
export const vinSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.toUpperCase(), z.regex(/^VBLA[A-HJ-NPR-Z0-9]{13}$/, { error: 'invalid' }));

const nonNegative = () => z.number().check(z.gte(0));

/** Where a vehicle's fuel and hour figures come from. */
export const vehicleDataSources = ['traclinkMobile', 'fuelDiary', 'averageConsumption'] as const;
export type VehicleDataSource = (typeof vehicleDataSources)[number];

export const vehicleModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  series: z.string(),
});
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

export const fleetVehicleSchema = z.object({
  id: z.uuid(),
  vin: z.string().check(z.startsWith('VBLA')),
  model: vehicleModelSchema,
  image: z.nullable(z.string()),
  yearOfConstruction: z.nullable(z.int()),
  dataSource: z.enum(vehicleDataSources),
  operatingHours: nonNegative(),
  fuelUsedLiters: nonNegative(),
  /** Litres per operating hour, null until there is enough data. */
  averageConsumption: z.nullable(nonNegative()),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

/** The dashboard's vehicle statistics over the whole fleet. */
export const fleetStatisticsSchema = z.object({
  vehicleCount: z.int().check(z.gte(0)),
  operatingHours: nonNegative(),
  fuelUsedLiters: nonNegative(),
  averageConsumption: z.nullable(nonNegative()),
});
export type FleetStatistics = z.infer<typeof fleetStatisticsSchema>;

/** `GET /fleet`. */
export const fleetSchema = z.object({
  vehicles: z.array(fleetVehicleSchema),
  statistics: fleetStatisticsSchema,
});
export type Fleet = z.infer<typeof fleetSchema>;
