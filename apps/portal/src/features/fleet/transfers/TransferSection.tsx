import {
  fetchDiaryCsv,
  fetchOpenTransfer,
  offerTransfer,
  openTransferKey,
  outgoingTransfersKey,
  useFetch,
  useSubmit,
  withdrawTransfer,
} from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { saveFile } from '../../../shared/saveFile';
import { useFleetSubmit } from '../useFleetSubmit';
import { transferMessages } from './messages';
import type { TransferOffer } from './TransferForm';
import { TransferSectionView } from './TransferSectionView';

/** The vehicle page's transfer section with its data. */
export function TransferSection({ vehicleId }: { vehicleId: string }) {
  const open = useFetch(openTransferKey(vehicleId), (signal) =>
    fetchOpenTransfer(vehicleId, signal),
  );
  const changed = [openTransferKey(vehicleId), outgoingTransfersKey];
  const offer = useFleetSubmit(
    ({ input }: TransferOffer, signal: AbortSignal) => offerTransfer(vehicleId, input, signal),
    { successMessage: transferMessages.offered, revalidate: changed },
  );
  const withdraw = useSubmit(
    (_: void, signal: AbortSignal) => withdrawTransfer(vehicleId, signal),
    {
      successMessage: transferMessages.withdrawn,
      revalidate: changed,
    },
  );
  return (
    <TransferSectionView
      vehicleId={vehicleId}
      state={layoutStateOf(open)}
      onRetry={() => void open.refetch()}
      open={open.data ?? null}
      onOffer={offer}
      onWithdraw={async () => (await withdraw.submit()).error === null}
      onDownloadDiary={async () => {
        try {
          const { blob, fileName } = await fetchDiaryCsv(vehicleId);
          saveFile(blob, fileName);
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}
