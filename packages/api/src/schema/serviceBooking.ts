import * as z from 'zod/mini';

// Booking a service at the dealer (issue 33 point 2, second half): the owner proposes up to three
// dates for due plan items; the dealer confirms one or proposes another through the link in its
// mail, and later enters the service done, which closes the booking.

export const serviceBookingLimits = {
  /** How many dates the owner may propose. */
  maxDates: 3,
  noteMaxLength: 1000,
  messageMaxLength: 1000,
  workDoneMaxLength: 2000,
  partsMaxLength: 2000,
} as const;

/**
 * `requested`: the dealer has not answered; `confirmed`: the dealer (or the owner, accepting the
 * dealer's proposal) fixed the date; `proposed`: the dealer proposed another date; `done`: the
 * dealer entered the service; `withdrawn`: the owner withdrew it.
 */
export const serviceBookingStates = [
  'requested',
  'confirmed',
  'proposed',
  'done',
  'withdrawn',
] as const;
export type ServiceBookingState = (typeof serviceBookingStates)[number];

/** A booking as its owner sees it (on each booked plan item, and as the booking calls answer). */
export const serviceBookingSchema = z.object({
  id: z.string(),
  state: z.enum(serviceBookingStates),
  dealerId: z.string(),
  dealerName: z.string(),
  /** The owner's proposed dates (`YYYY-MM-DD`), in the order given. */
  dates: z.array(z.string()),
  /** The booked plan items' keys. */
  items: z.array(z.string()),
  note: z.nullable(z.string()),
  /** The date the booking is fixed for, once confirmed. */
  confirmedDate: z.nullable(z.string()),
  /** The dealer's proposal of another date, with its message. */
  dealerProposal: z.nullable(z.object({ date: z.string(), message: z.nullable(z.string()) })),
});
export type ServiceBooking = z.infer<typeof serviceBookingSchema>;

/** `GET /fleet/{id}/service-bookings`: the vehicle's bookings, newest first. */
export const serviceBookingsSchema = z.array(serviceBookingSchema);

/** A dealer the owner may book at: the own dealer (customer register) or one nearby. */
export const bookingDealerSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  /** From the user's postal code, in km; null when it is not known. */
  distanceKm: z.nullable(z.number()),
  /** The dealer the customer register names for the user's customer number. */
  own: z.boolean(),
});
export type BookingDealer = z.infer<typeof bookingDealerSchema>;

/** `GET /fleet/{id}/service-bookings/dealers`: the own dealer first, then the nearest. */
export const bookingDealersSchema = z.array(bookingDealerSchema);
export type BookingDealers = z.infer<typeof bookingDealersSchema>;

/**
 * `POST /fleet/{id}/service-bookings`. The server checks the rest with a message per field:
 * `dealerId` a dealer of the choice, `dates` 1 to 3 distinct days after today (`dates.{n}` for
 * one of them), `items` due items of the vehicle's plan, `note` at most 1000 characters.
 */
export const serviceBookingInputSchema = z.object({
  dealerId: z.string(),
  dates: z.array(z.string()),
  items: z.array(z.string()),
  note: z.optional(z.nullable(z.string())),
});
export type ServiceBookingInput = z.infer<typeof serviceBookingInputSchema>;

/** The path of a booking of a vehicle. */
export const serviceBookingParamsSchema = z.object({ id: z.string(), booking: z.string() });
