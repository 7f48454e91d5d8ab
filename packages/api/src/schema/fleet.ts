import { z } from 'zod';

/** A Lindner vehicle identification number: 17 characters beginning with VBLA. */
export const vinSchema = z
  .string({ error: 'required' })
  .trim()
  .toUpperCase()
  .regex(/^VBLA[A-HJ-NPR-Z0-9]{13}$/, { error: 'invalid' });

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
  vin: z.string().startsWith('VBLA'),
  model: vehicleModelSchema,
  image: z.string().nullable(),
  yearOfConstruction: z.number().int().nullable(),
  dataSource: z.enum(vehicleDataSources),
  operatingHours: z.number().min(0),
  fuelUsedLiters: z.number().min(0),
  /** Litres per operating hour, null until there is enough data. */
  averageConsumption: z.number().min(0).nullable(),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

/** The dashboard's vehicle statistics over the whole fleet. */
export const fleetStatisticsSchema = z.object({
  vehicleCount: z.number().int().min(0),
  operatingHours: z.number().min(0),
  fuelUsedLiters: z.number().min(0),
  averageConsumption: z.number().min(0).nullable(),
});
export type FleetStatistics = z.infer<typeof fleetStatisticsSchema>;

/** `GET /fleet`. */
export const fleetSchema = z.object({
  vehicles: z.array(fleetVehicleSchema),
  statistics: fleetStatisticsSchema,
});
export type Fleet = z.infer<typeof fleetSchema>;
