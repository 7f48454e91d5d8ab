import {
  acceptServiceBookingProposal,
  bookingDealersKey,
  bookService,
  dueMaintenanceKey,
  fetchBookingDealers,
  fetchVehicleMaintenance,
  markMaintenanceDone,
  useFetch,
  useSubmit,
  vehicleMaintenanceKey,
  withdrawServiceBooking,
} from '@lindner/api';
import type { MaintenanceDoneInput, ServiceBookingInput } from '@lindner/api/schema';
import { layoutStateOf } from '@lindner/ui';
import { useState } from 'react';
import { useFleetSubmit } from '../useFleetSubmit';
import { bookingMessages } from './bookingMessages';
import { MaintenanceList } from './MaintenanceList';
import { maintenanceMessages } from './messages';

/** The vehicle page's maintenance section with its data. */
export function MaintenanceSection({ vehicleId }: { vehicleId: string }) {
  const maintenance = useFetch(vehicleMaintenanceKey(vehicleId), (signal) =>
    fetchVehicleMaintenance(vehicleId, signal),
  );
  const markDone = useFleetSubmit(
    ({ item, input }: { item: string; input: MaintenanceDoneInput }, signal: AbortSignal) =>
      markMaintenanceDone(vehicleId, item, input, signal),
    {
      successMessage: maintenanceMessages.saved,
      revalidate: [vehicleMaintenanceKey(vehicleId), dueMaintenanceKey],
    },
  );
  const revalidate = [vehicleMaintenanceKey(vehicleId), dueMaintenanceKey];
  // The dealers load once the booking form first opens.
  const [dealersWanted, setDealersWanted] = useState(false);
  const dealers = useFetch(dealersWanted ? bookingDealersKey(vehicleId) : null, (signal) =>
    fetchBookingDealers(vehicleId, signal),
  );
  const book = useFleetSubmit(
    (input: ServiceBookingInput, signal: AbortSignal) => bookService(vehicleId, input, signal),
    { successMessage: bookingMessages.sent, revalidate },
  );
  // A refusal of these (the dealer answered meanwhile) shows as a toast.
  const { submit: withdraw } = useSubmit(
    (booking: string, signal: AbortSignal) => withdrawServiceBooking(vehicleId, booking, signal),
    { successMessage: bookingMessages.withdrawn, revalidate },
  );
  const { submit: accept } = useSubmit(
    (booking: string, signal: AbortSignal) =>
      acceptServiceBookingProposal(vehicleId, booking, signal),
    { successMessage: bookingMessages.accepted, revalidate },
  );
  return (
    <MaintenanceList
      vehicleId={vehicleId}
      state={layoutStateOf(maintenance)}
      onRetry={() => void maintenance.refetch()}
      maintenance={maintenance.data ?? null}
      onDone={(item, input) => markDone({ item, input })}
      booking={{
        dealersState: layoutStateOf(dealers),
        dealers: dealers.data ?? null,
        onRetryDealers: () => void dealers.refetch(),
        onOpen: () => setDealersWanted(true),
        onBook: book,
        onWithdraw: (booking) => void withdraw(booking),
        onAccept: (booking) => void accept(booking),
      }}
    />
  );
}
