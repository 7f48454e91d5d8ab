import {
  bookingDealersSchema,
  serviceBookingSchema,
  type BookingDealers,
  type ServiceBooking,
  type ServiceBookingInput,
} from '../schema';
import { apiGet, apiSend } from '../client/request';

// Booking a service at the dealer. After booking, withdrawing or accepting, revalidate
// `vehicleMaintenanceKey(id)` and `dueMaintenanceKey`: each booked item carries the booking.

const bookingsPath = (id: string) => `/fleet/${encodeURIComponent(id)}/service-bookings`;

/** The cache key of `fetchBookingDealers(id)`. */
export const bookingDealersKey = (id: string) => `${bookingsPath(id)}/dealers`;

/**
 * GET /fleet/{id}/service-bookings/dealers: the dealers the user may book at, the own dealer
 * first (`own`), then the nearest with their distance (404: not the user's vehicle).
 */
export function fetchBookingDealers(id: string, signal?: AbortSignal): Promise<BookingDealers> {
  return apiGet(bookingDealersKey(id), bookingDealersSchema, { signal });
}

/**
 * POST /fleet/{id}/service-bookings: books due items at a dealer on one of up to three dates;
 * the dealer gets a mail. Field errors (`dealerId`, `dates`, `dates.{n}`, `items`, `note`) in
 * `ApiError.fieldErrors`; 409 while the vehicle has an open booking.
 */
export function bookService(
  id: string,
  input: ServiceBookingInput,
  signal?: AbortSignal,
): Promise<ServiceBooking> {
  return apiSend('POST', bookingsPath(id), input, serviceBookingSchema, { signal });
}

/** POST /fleet/{id}/service-bookings/{booking}/withdraw: withdraws an open booking. */
export function withdrawServiceBooking(
  id: string,
  booking: string,
  signal?: AbortSignal,
): Promise<ServiceBooking> {
  const path = `${bookingsPath(id)}/${encodeURIComponent(booking)}/withdraw`;
  return apiSend('POST', path, undefined, serviceBookingSchema, { signal });
}

/** POST /fleet/{id}/service-bookings/{booking}/accept: confirms the dealer's proposed date. */
export function acceptServiceBookingProposal(
  id: string,
  booking: string,
  signal?: AbortSignal,
): Promise<ServiceBooking> {
  const path = `${bookingsPath(id)}/${encodeURIComponent(booking)}/accept`;
  return apiSend('POST', path, undefined, serviceBookingSchema, { signal });
}
