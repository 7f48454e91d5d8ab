import { fetchFleet, fleetKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { IncomingTransfersNotice } from '../../transfers/IncomingTransfersNotice';
import { FleetView } from './FleetView';

/** The fleet with its data: GET /fleet. */
export function FleetPage() {
  const fleet = useFetch(fleetKey, fetchFleet);
  return (
    <FleetView
      state={layoutStateOf(fleet)}
      onRetry={() => void fleet.refetch()}
      vehicles={fleet.data?.vehicles ?? null}
      notice={<IncomingTransfersNotice />}
    />
  );
}
