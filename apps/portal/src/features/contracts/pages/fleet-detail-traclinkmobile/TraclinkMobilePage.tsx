import {
  fetchTraclinkMobile,
  renewTraclinkMobilePairing,
  traclinkMobileKey,
  useFetch,
  useSubmit,
} from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { useParams } from 'react-router';
import { TraclinkMobileView } from './TraclinkMobileView';

/** A vehicle's TracLink Mobile tab with its data: `fleet-detail-traclinkmobile`. */
export function TraclinkMobilePage() {
  const { id = '' } = useParams();
  const mobile = useFetch(id ? traclinkMobileKey(id) : null, (signal) =>
    fetchTraclinkMobile(id, signal),
  );
  const newCode = useSubmit(
    (_: void, signal: AbortSignal) => renewTraclinkMobilePairing(id, signal),
    { revalidate: [traclinkMobileKey(id)] },
  );
  return (
    <TraclinkMobileView
      vehicleId={id}
      state={layoutStateOf(mobile)}
      onRetry={() => void mobile.refetch()}
      mobile={mobile.data ?? null}
      onNewCode={async () => (await newCode.submit()).error === null}
    />
  );
}
