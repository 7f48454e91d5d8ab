import {
  cancelContractItem,
  contractItemNotificationsKey,
  contractItemsKey,
  fetchContractItems,
  fetchVehicle,
  setContractItemAutoRenew,
  useFetch,
  useSubmit,
  vehicleKey,
} from '@lindner/api';
import type { ContractItemEntry, ContractItemKind } from '@lindner/api/schema';
import { layoutStateOf, toast, type LayoutState } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { itemsOfVehicle, todayDate } from '../contractActions';
import { cancelledToast, contractMessages } from '../messages';
import { VehicleContractsView } from './VehicleContractsView';

const changed = [contractItemsKey, contractItemNotificationsKey];

/** Both fetches' state: an error wins (Retry fetches what failed), then loading. */
function combinedState(...states: LayoutState[]): LayoutState {
  if (states.includes('error')) return 'error';
  return states.includes('loading') ? 'loading' : 'content';
}

/** A vehicle's warranty or TracLink page with its data: the vehicle and the user's items. */
export function VehicleContractsPage({ kind }: { kind: ContractItemKind }) {
  const { id = '' } = useParams();
  const intl = useIntl();
  const vehicle = useFetch(id ? vehicleKey(id) : null, (signal) => fetchVehicle(id, signal));
  const items = useFetch(contractItemsKey, fetchContractItems);
  const own = useMemo(
    () => (items.data ? itemsOfVehicle(items.data, id, kind) : null),
    [items.data, id, kind],
  );
  const cancelled = (item: ContractItemEntry) =>
    toast.success(
      intl.formatMessage(cancelledToast, {
        title: item.title,
        validTo: intl.formatDate(item.validTo, { dateStyle: 'medium', timeZone: 'UTC' }),
      }),
      { id: 'data-submit' },
    );
  const cancel = useSubmit(
    ({ item, via }: { item: ContractItemEntry; via: 'cancel' | 'switch' }, signal: AbortSignal) =>
      via === 'cancel'
        ? cancelContractItem(item.id, signal)
        : setContractItemAutoRenew(item.id, { renewsAutomatically: false }, signal),
    { showSuccessToast: false, revalidate: changed },
  );
  const resume = useSubmit(
    (item: ContractItemEntry, signal: AbortSignal) =>
      setContractItemAutoRenew(item.id, { renewsAutomatically: true }, signal),
    { successMessage: contractMessages.withdrawn, revalidate: changed },
  );
  return (
    <VehicleContractsView
      kind={kind}
      vehicleId={id}
      state={combinedState(layoutStateOf(vehicle), layoutStateOf(items))}
      onRetry={() => {
        if (vehicle.fetchError) void vehicle.refetch();
        if (items.fetchError) void items.refetch();
      }}
      vehicleStatus={vehicle.data?.status ?? null}
      items={own}
      today={todayDate()}
      onCancel={async (item, via) => {
        const { data } = await cancel.submit({ item, via });
        if (data) cancelled(data);
        return data !== null;
      }}
      onResume={async (item) => (await resume.submit(item)).error === null}
    />
  );
}
