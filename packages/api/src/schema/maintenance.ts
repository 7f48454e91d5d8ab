import * as z from 'zod/mini';
import { builtOnUse } from './builtOnUse';
import { diaryDateSchema, diaryLimits } from './fleet';
import { serviceBookingSchema } from './serviceBooking';

// Maintenance by operating hours (issue 33 point 2): a vehicle's plan items with when each is
// next due, and what the dashboard lists of all the user's vehicles.

/** How far ahead an item counts as due soon: this many operating hours or days. */
export const dueSoonWithin = { hours: 50, days: 30 } as const;

/** `ok`; `dueSoon`: due within `dueSoonWithin` (or due now); `overdue`: past its hours or date. */
export const maintenanceStates = ['ok', 'dueSoon', 'overdue'] as const;
export type MaintenanceState = (typeof maintenanceStates)[number];

export const maintenanceItemSchema = z.object({
  /** The plan item's key, such as `engineOil`. */
  key: z.string(),
  /** Its name in the request's locale. */
  name: z.string(),
  hoursInterval: z.nullable(z.int()),
  monthsInterval: z.nullable(z.int()),
  firstAtHours: z.nullable(z.int()),
  /** When it was last done, if ever (`YYYY-MM-DD`, operating hours). */
  lastDone: z.nullable(z.object({ date: z.string(), hours: z.number() })),
  /** Next due at these operating hours and/or on this day, whichever comes first; null: never again. */
  dueAtHours: z.nullable(z.number()),
  dueOn: z.nullable(z.string()),
  state: z.enum(maintenanceStates),
  /** The vehicle's open booking at the dealer that holds this item, if any. */
  booking: z.nullable(serviceBookingSchema),
});
export type MaintenanceItem = z.infer<typeof maintenanceItemSchema>;

/** `GET /fleet/{id}/maintenance`. */
export const vehicleMaintenanceSchema = z.object({
  vehicleId: z.string(),
  /** The vehicle's latest operating hours (its own figure or its diary's latest reading). */
  operatingHours: z.number(),
  items: z.array(maintenanceItemSchema),
});
export type VehicleMaintenance = z.infer<typeof vehicleMaintenanceSchema>;

/** `GET /maintenance/due`: the due and overdue items of all the user's vehicles, overdue first. */
export const dueMaintenanceSchema = z.array(
  z.object({
    vehicleId: z.string(),
    modelName: z.string(),
    vin: z.string(),
    operatingHours: z.number(),
    item: maintenanceItemSchema,
  }),
);
export type DueMaintenance = z.infer<typeof dueMaintenanceSchema>;

/** The path of a plan item of a vehicle (`/fleet/{id}/maintenance/{item}/done`). */
export const maintenanceItemParamsSchema = z.object({ id: z.string(), item: z.string() });

/** `POST /fleet/{id}/maintenance/{item}/done`: when it was done, at which operating hours. */
export const maintenanceDoneInputSchema = builtOnUse(() =>
  z.object({
    date: diaryDateSchema,
    hours: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? 'required' : 'invalid',
      })
      .check(
        z.gte(0, { error: 'nonNegative' }),
        z.lte(diaryLimits.operatingHours, { error: 'tooLarge' }),
      ),
  }),
);
export type MaintenanceDoneInput = z.input<typeof maintenanceDoneInputSchema>;
export type ValidMaintenanceDoneInput = z.output<typeof maintenanceDoneInputSchema>;
