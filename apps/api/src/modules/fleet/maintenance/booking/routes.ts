import {
  bookingDealersSchema,
  serviceBookingInputSchema,
  serviceBookingLimits,
  serviceBookingParamsSchema,
  serviceBookingSchema,
  serviceBookingsSchema,
  vehicleParamsSchema,
  type ServiceBookingInput,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../../database/connection';
import type { Mailer } from '../../../../mail/mailer';
import { callerOf } from '../../../../plugins/auth';
import { errorMessages } from '../../../../plugins/errorMessages';
import { Refusal, success } from '../../../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../../../plugins/schemaRoutes';
import type { Limit } from '../../../../plugins/throttling/throttling';
import { textsFor } from '../../../../plugins/texts';
import { displayName } from '../../../../plugins/users';
import { ownVehicle } from '../../vehicleRoutes';
import { loadVehicle } from '../../vehicles';
import { loadLastDone, loadPlan, maintenanceItems, todayOf } from '../repository';
import { dealerPageRoutes, dealerPagePath } from './dealerPage';
import { isDay, yearAfter } from './days';
import { dealerChoices, type DealerChoice } from './dealers';
import { dealerMail } from './mails';
import {
  addBooking,
  loadBooking,
  loadBookings,
  toServiceBooking,
  updateOpenBooking,
} from './repository';
import { bookingMessages } from './texts';

/** Bookings per user: each sends the dealer a mail. */
export const bookingLimit: Limit = {
  name: 'service-bookings',
  max: 5,
  windowMs: 60 * 60_000,
  message: bookingMessages.tooMany,
  per: 'user',
};

export interface ServiceBookingRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** The server's public address, for the dealer's link. */
  publicUrl: string;
}

const tags = ['fleet'];
/** The booking's input checked against the choices; a message per field. */
function checkBooking(
  request: FastifyRequest,
  input: ServiceBookingInput,
  choices: DealerChoice[],
  dueKeys: Set<string>,
  today: string,
) {
  const errors: Record<string, string> = {};
  const dealer = choices.find(({ dealer }) => dealer.id === input.dealerId);
  if (!dealer) errors.dealerId = request.t(bookingMessages.dealerUnknown);
  const { maxDates, noteMaxLength } = serviceBookingLimits;
  if (input.dates.length === 0 || input.dates.length > maxDates) {
    errors.dates = request.t(bookingMessages.datesCount);
  } else {
    input.dates.forEach((day, index) => {
      const message = !isDay(day)
        ? bookingMessages.dateInvalid
        : day <= today
          ? bookingMessages.dateNotFuture
          : day > yearAfter(today)
            ? bookingMessages.dateTooFar
            : input.dates.indexOf(day) < index
              ? bookingMessages.dateTwice
              : null;
      if (message) errors[`dates.${index}`] = request.t(message);
    });
  }
  const items = [...new Set(input.items)];
  if (items.length === 0) errors.items = request.t(bookingMessages.itemsMissing);
  else if (items.some((key) => !dueKeys.has(key))) {
    errors.items = request.t(bookingMessages.itemNotDue);
  }
  const note = input.note?.trim() ?? '';
  if (note.length > noteMaxLength) {
    errors.note = request.t(bookingMessages.noteTooLong, { max: noteMaxLength });
  }
  if (Object.keys(errors).length > 0) {
    throw new Refusal(400, request.t(errorMessages.invalidInput), errors);
  }
  return { dealer: dealer!, dates: input.dates, items, note };
}

/**
 * Booking a service at the dealer, for the vehicle's owner only (any other vehicle or booking:
 * 404): the dealers to choose from, the vehicle's bookings, a new booking (mailed to the dealer,
 * throttled), withdrawing an open one and accepting the dealer's proposed date. The dealer
 * answers on the page of the mail's link (dealerPage.ts).
 */
export const serviceBookingRoutes: SchemaRoutes<ServiceBookingRoutesOptions> = async (
  app,
  { database, mailer, publicUrl },
) => {
  const { orm } = database;
  const apiPath = app.prefix;
  await app.register(dealerPageRoutes, { database, mailer });

  app.get(
    '/fleet/:id/service-bookings/dealers',
    {
      schema: {
        tags,
        summary: 'The dealers the owner may book a service at: the own dealer, then the nearest',
        params: vehicleParamsSchema,
        response: answers(bookingDealersSchema),
      },
    },
    async (request) => {
      await ownVehicle(database, request, request.params.id);
      const choices = await dealerChoices(orm, callerOf(request));
      return success(choices.map(({ dealer }) => dealer));
    },
  );

  app.get(
    '/fleet/:id/service-bookings',
    {
      schema: {
        tags,
        summary: 'The vehicle’s bookings at the dealer, newest first',
        params: vehicleParamsSchema,
        response: answers(serviceBookingsSchema),
      },
    },
    async (request) => {
      const row = await ownVehicle(database, request, request.params.id);
      return success(await loadBookings(orm, row.id));
    },
  );

  app.post(
    '/fleet/:id/service-bookings',
    {
      schema: {
        tags,
        summary: 'Book due items at a dealer: mails the dealer the proposed dates and a link',
        params: vehicleParamsSchema,
        body: serviceBookingInputSchema,
        response: answers(serviceBookingSchema),
      },
      preHandler: app.throttle(bookingLimit),
    },
    async (request) => {
      const caller = callerOf(request);
      const vehicleRow = await ownVehicle(database, request, request.params.id);
      const vehicle = await loadVehicle(orm, vehicleRow);
      const today = todayOf();
      const due = maintenanceItems(
        textsFor(request.locale),
        await loadPlan(orm, vehicle.model),
        (await loadLastDone(orm, [vehicle.id])).get(vehicle.id),
        vehicle.operatingHours,
        today,
      ).filter(({ state }) => state !== 'ok');
      const choices = await dealerChoices(orm, caller);
      const input = checkBooking(
        request,
        request.body,
        choices,
        new Set(due.map(({ key }) => key)),
        today,
      );
      const dealer = input.dealer.row;
      const dealerLocale = dealer.country === 'AT' ? 'de-at' : 'de';
      const added = await addBooking(
        orm,
        {
          vehicleId: vehicle.id,
          bookedBy: caller.id,
          dealerId: dealer.id,
          dealerName: dealer.name,
          dealerEmail: dealer.email,
          proposedDates: input.dates,
          itemKeys: input.items,
          note: input.note,
          dealerLocale,
          ownerLocale: request.locale,
        },
        new Date(),
      );
      if (!added) throw new Refusal(409, request.t(bookingMessages.alreadyOpen));
      await mailer.send(
        dealerMail(textsFor(dealerLocale), {
          booking: added.row,
          owner: {
            name: displayName(caller),
            email: caller.email,
            phone: caller.phone ?? caller.mobile,
          },
          vehicle: {
            model: vehicle.model.name,
            vin: vehicle.vin,
            operatingHours: vehicle.operatingHours,
          },
          link: `${publicUrl}${apiPath}${dealerPagePath}/${added.token}`,
        }),
      );
      return success(toServiceBooking(added.row), request.t(bookingMessages.booked));
    },
  );

  const change = (
    path: string,
    summary: string,
    act: (
      request: FastifyRequest,
      booking: NonNullable<Awaited<ReturnType<typeof loadBooking>>>,
    ) => Promise<NonNullable<Awaited<ReturnType<typeof loadBooking>>>>,
    done: typeof bookingMessages.withdrawn,
  ) =>
    app.post(
      `/fleet/:id/service-bookings/:booking/${path}`,
      {
        schema: {
          tags,
          summary,
          params: serviceBookingParamsSchema,
          response: answers(serviceBookingSchema),
        },
      },
      async (request) => {
        const vehicle = await ownVehicle(database, request, request.params.id);
        const booking = await loadBooking(orm, vehicle.id, request.params.booking);
        if (!booking) throw new Refusal(404, request.t(bookingMessages.bookingNotFound));
        return success(toServiceBooking(await act(request, booking)), request.t(done));
      },
    );

  change(
    'withdraw',
    'Withdraw an open booking (the dealer’s link then says so)',
    async (request, booking) => {
      const row = await updateOpenBooking(orm, booking.id, { state: 'withdrawn' });
      if (!row) throw new Refusal(409, request.t(bookingMessages.notOpen));
      return row;
    },
    bookingMessages.withdrawn,
  );

  change(
    'accept',
    'Accept the date the dealer proposed: the booking is confirmed for it',
    async (request, booking) => {
      if (booking.state !== 'proposed' || !booking.dealerProposalDate) {
        throw new Refusal(409, request.t(bookingMessages.noProposal));
      }
      const row = await updateOpenBooking(orm, booking.id, {
        state: 'confirmed',
        confirmedDate: booking.dealerProposalDate,
      });
      if (!row) throw new Refusal(409, request.t(bookingMessages.notOpen));
      return row;
    },
    bookingMessages.accepted,
  );
};
