import { contractItemsKey, fetchContractItems, fetchFleet, fleetKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { useMemo } from 'react';
import { currentLicence } from '../../contractActions';
import { FleetTraclinkView } from './FleetTraclinkView';

/** The fleet's TracLink overview with its data: the vehicles and the user's items. */
export function FleetTraclinkPage() {
  const fleet = useFetch(fleetKey, fetchFleet);
  const items = useFetch(contractItemsKey, fetchContractItems);
  const lines = useMemo(
    () =>
      fleet.data && items.data
        ? fleet.data.vehicles.map((vehicle) => ({
            vehicle,
            licence: currentLicence(items.data ?? [], vehicle.id),
          }))
        : null,
    [fleet.data, items.data],
  );
  const states = [layoutStateOf(fleet), layoutStateOf(items)];
  return (
    <FleetTraclinkView
      state={
        states.includes('error') ? 'error' : states.includes('loading') ? 'loading' : 'content'
      }
      onRetry={() => {
        if (fleet.fetchError) void fleet.refetch();
        if (items.fetchError) void items.refetch();
      }}
      lines={lines}
    />
  );
}
