import {
  acceptTransfer,
  fetchFleet,
  fetchIncomingTransfers,
  fetchMyClassifiedAds,
  fetchOutgoingTransfers,
  fetchTransferDiaryCsv,
  fleetKey,
  incomingTransfersKey,
  myClassifiedAdsKey,
  offerTransfer,
  outgoingTransfersKey,
  refuseTransfer,
  useFetch,
  useSubmit,
  withdrawTransfer,
} from '@lindner/api';
import type { IncomingTransfer, OutgoingTransfer } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { layoutStateOf, type LayoutState } from '@lindner/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { saveFile } from '../../../../shared/saveFile';
import { transferMessages } from '../../transfers/messages';
import type { TransferOffer } from '../../transfers/TransferForm';
import { useFleetSubmit } from '../../useFleetSubmit';
import { TransfersView } from './TransfersView';

/** Both fetches' state: an error before a load, a load before the content. */
function bothStates(a: LayoutState, b: LayoutState): LayoutState {
  if (a === 'error' || b === 'error') return 'error';
  return a === 'loading' || b === 'loading' ? 'loading' : 'content';
}

/** The transfers page with its data; `?ad={id}` offers a sold classified ad's vehicle. */
export function TransfersPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const adId = searchParams.get('ad');

  const incoming = useFetch(incomingTransfersKey, fetchIncomingTransfers);
  const outgoing = useFetch(outgoingTransfersKey, fetchOutgoingTransfers);
  const fleet = useFetch(adId ? fleetKey : null, fetchFleet);
  const ads = useFetch(adId ? myClassifiedAdsKey : null, fetchMyClassifiedAds);

  const accept = useSubmit(
    (transfer: IncomingTransfer, signal: AbortSignal) => acceptTransfer(transfer.id, signal),
    { successMessage: transferMessages.accepted, revalidate: [incomingTransfersKey, fleetKey] },
  );
  const refuse = useSubmit(
    (transfer: IncomingTransfer, signal: AbortSignal) => refuseTransfer(transfer.id, signal),
    { successMessage: transferMessages.refused, revalidate: [incomingTransfersKey] },
  );
  const withdraw = useSubmit(
    (transfer: OutgoingTransfer, signal: AbortSignal) =>
      withdrawTransfer(transfer.vehicleId ?? '', signal),
    { successMessage: transferMessages.withdrawn, revalidate: [outgoingTransfersKey] },
  );
  const offer = useFleetSubmit(
    ({ vehicleId, input }: TransferOffer, signal: AbortSignal) =>
      offerTransfer(vehicleId, input, signal),
    { successMessage: transferMessages.offered, revalidate: [outgoingTransfersKey] },
  );

  // The ad's model first: the vehicle sold is most likely one of them.
  const adModel = ads.data?.find((ad) => ad.id === adId)?.model?.id ?? null;
  const vehicles = useMemo(() => {
    const all = fleet.data?.vehicles ?? null;
    if (all === null) return null;
    return [...all].sort((a, b) => Number(b.model.id === adModel) - Number(a.model.id === adModel));
  }, [fleet.data, adModel]);

  return (
    <TransfersView
      incoming={{
        state: layoutStateOf(incoming),
        onRetry: () => void incoming.refetch(),
        items: incoming.data,
      }}
      outgoing={{
        state: layoutStateOf(outgoing),
        onRetry: () => void outgoing.refetch(),
        items: outgoing.data,
      }}
      ad={
        adId
          ? {
              adId,
              state: bothStates(layoutStateOf(fleet), layoutStateOf(ads)),
              onRetry: () => {
                void fleet.refetch();
                void ads.refetch();
              },
              vehicles,
              onOffer: async (payload) => {
                const outcome = await offer(payload);
                if (outcome?.ok) {
                  void navigate(localizePath('fleet-transfers', {}, locale), { replace: true });
                }
                return outcome;
              },
            }
          : null
      }
      onAccept={async (transfer) => {
        const { data } = await accept.submit(transfer);
        if (data === null) return false;
        void navigate(localizePath('fleet-detail', { id: data.vehicleId }, locale));
        return true;
      }}
      onRefuse={async (transfer) => (await refuse.submit(transfer)).error === null}
      onWithdraw={async (transfer) => (await withdraw.submit(transfer)).error === null}
      onDownloadDiary={async (transfer) => {
        try {
          const { blob, fileName } = await fetchTransferDiaryCsv(transfer.id);
          saveFile(blob, fileName);
          return true;
        } catch (error) {
          console.error('Error downloading the diary', error);
          return false;
        }
      }}
    />
  );
}
