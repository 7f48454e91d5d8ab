import {
  dueMaintenanceSchema,
  fleetFieldErrorMessages,
  maintenanceDoneInputSchema,
  maintenanceItemParamsSchema,
  vehicleMaintenanceSchema,
  vehicleParamsSchema,
  type DueMaintenance,
  type FleetVehicle,
  type VehicleMaintenance,
} from '@lindner/api/schema';
import { intlTag } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../database/connection';
import { callerOf } from '../../../plugins/auth';
import { Refusal, success } from '../../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../../plugins/schemaRoutes';
import { textsFor } from '../../../plugins/texts';
import { loadDiaryEntries } from '../diary';
import { loadFleet } from '../fleetStatistics';
import { hoursConflict, hoursMessage } from '../operatingHours';
import { ownVehicle } from '../vehicleRoutes';
import { loadVehicle } from '../vehicles';
import {
  addDone,
  loadLastDone,
  loadPlan,
  loadPlans,
  maintenanceItems,
  todayOf,
} from './repository';
import { rememberReminderLocale } from './reminders/repository';
import { loadOpenBookings } from './booking/repository';
import { maintenanceMessages } from './texts';

const tags = ['fleet'];
const overdueFirst = { overdue: 0, dueSoon: 1, ok: 2 } as const;

/**
 * Maintenance by operating hours: a vehicle's plan with when each item is next due
 * (`/fleet/{id}/maintenance`), marking an item done, and the due and overdue items of all the
 * caller's vehicles for the dashboard (`/maintenance/due`). Only the owner reaches a vehicle.
 */
export const maintenanceRoutes: SchemaRoutes<{ database: Database }> = async (
  app,
  { database },
) => {
  const { orm } = database;

  async function vehicleMaintenance(
    request: FastifyRequest,
    vehicle: FleetVehicle,
  ): Promise<VehicleMaintenance> {
    const plan = await loadPlan(orm, vehicle.model);
    const lastDone = await loadLastDone(orm, [vehicle.id]);
    return {
      vehicleId: vehicle.id,
      operatingHours: vehicle.operatingHours,
      items: maintenanceItems(
        textsFor(request.locale),
        plan,
        lastDone.get(vehicle.id),
        vehicle.operatingHours,
        todayOf(),
        (await loadOpenBookings(orm, [vehicle.id])).get(vehicle.id),
      ),
    };
  }

  app.get(
    '/fleet/:id/maintenance',
    {
      schema: {
        tags,
        summary: 'A vehicle’s maintenance plan with when each item is next due',
        params: vehicleParamsSchema,
        response: answers(vehicleMaintenanceSchema),
      },
    },
    async (request) => {
      const row = await ownVehicle(database, request, request.params.id);
      await rememberReminderLocale(orm, callerOf(request).id, request.locale);
      return success(await vehicleMaintenance(request, await loadVehicle(orm, row)));
    },
  );

  app.post(
    '/fleet/:id/maintenance/:item/done',
    {
      schema: {
        tags,
        summary: 'Mark a plan item done on a day at some operating hours; answers the plan',
        params: maintenanceItemParamsSchema,
        body: maintenanceDoneInputSchema,
        response: answers(vehicleMaintenanceSchema),
      },
      config: { fieldErrors: fleetFieldErrorMessages },
    },
    async (request) => {
      const row = await ownVehicle(database, request, request.params.id);
      const vehicle = await loadVehicle(orm, row);
      const plan = await loadPlan(orm, vehicle.model);
      const item = plan.find(({ key }) => key === request.params.item);
      if (!item) throw new Refusal(404, request.t(maintenanceMessages.itemNotFound));
      const { date, hours } = request.body;
      if (hours > vehicle.operatingHours) {
        const latest = new Intl.NumberFormat(intlTag(request.locale), {
          maximumFractionDigits: 2,
        }).format(vehicle.operatingHours);
        const message = request.t(maintenanceMessages.hoursAboveLatest, { hours: latest });
        throw new Refusal(400, message, { hours: message });
      }
      // The hours must fit the diary's readings: never fewer than an earlier one, nor more than a later one.
      const conflict = hoursConflict(await loadDiaryEntries(orm, row.id), [
        { field: 'hours', date, hours },
      ]);
      if (conflict) {
        const message = hoursMessage(request, conflict);
        throw new Refusal(400, message, { hours: message });
      }
      await addDone(orm, {
        vehicleId: row.id,
        itemKey: item.key,
        date,
        hours,
        recordedBy: callerOf(request).id,
      });
      return success(
        await vehicleMaintenance(request, vehicle),
        request.t(maintenanceMessages.doneSaved),
      );
    },
  );

  app.get(
    '/maintenance/due',
    {
      schema: {
        tags,
        summary: 'The due and overdue maintenance items of all the caller’s vehicles',
        response: answers(dueMaintenanceSchema),
      },
    },
    async (request) => {
      const { vehicles } = await loadFleet(orm, callerOf(request).id);
      await rememberReminderLocale(orm, callerOf(request).id, request.locale);
      const plans = await loadPlans(orm, vehicles);
      const lastDone = await loadLastDone(
        orm,
        vehicles.map(({ id }) => id),
      );
      const texts = textsFor(request.locale);
      const today = todayOf();
      const bookings = await loadOpenBookings(
        orm,
        vehicles.map(({ id }) => id),
      );
      const due: DueMaintenance = vehicles.flatMap((vehicle) =>
        maintenanceItems(
          texts,
          plans.get(vehicle.model.id) ?? [],
          lastDone.get(vehicle.id),
          vehicle.operatingHours,
          today,
          bookings.get(vehicle.id),
        )
          .filter((item) => item.state !== 'ok')
          .map((item) => ({
            vehicleId: vehicle.id,
            modelName: vehicle.model.name,
            vin: vehicle.vin,
            operatingHours: vehicle.operatingHours,
            item,
          })),
      );
      // Stable: within a state, the fleet's order and each plan's.
      return success(due.sort((a, b) => overdueFirst[a.item.state] - overdueFirst[b.item.state]));
    },
  );
};
