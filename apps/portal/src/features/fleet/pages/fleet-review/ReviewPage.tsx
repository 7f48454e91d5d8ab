import {
  approveVehicle,
  fetchReviewVehicles,
  rejectVehicle,
  reviewVehiclesKey,
  useFetch,
  useSubmit,
} from '@lindner/api';
import { ApiError } from '@lindner/api/client';
import type { RejectInput, ReviewVehicle } from '@lindner/api/schema';
import { useAuth } from '@lindner/auth';
import { layoutStateOf } from '@lindner/ui';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { reviewMessages } from '../../messages';
import { ReviewView } from './ReviewView';

/** The staff review with its data; without the role nothing is fetched. */
export function ReviewPage() {
  const { hasRealmRole } = useAuth();
  const isStaff = hasRealmRole('staff');
  const list = useFetch(isStaff ? reviewVehiclesKey : null, fetchReviewVehicles);
  const approve = useSubmit(
    (vehicle: ReviewVehicle, signal: AbortSignal) => approveVehicle(vehicle.id, signal),
    { successMessage: reviewMessages.approved, revalidate: [reviewVehiclesKey] },
  );
  const reject = useFormSubmit(
    ({ vehicle, input }: { vehicle: ReviewVehicle; input: RejectInput }, signal: AbortSignal) =>
      rejectVehicle(vehicle.id, input, signal),
    { successMessage: reviewMessages.rejected, revalidate: [reviewVehiclesKey] },
  );
  // The server knows best: a 403 (the role taken away meanwhile) is "not allowed" too.
  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  return (
    <ReviewView
      allowed={isStaff && !forbidden}
      state={layoutStateOf(list)}
      onRetry={() => void list.refetch()}
      vehicles={list.data}
      onApprove={async (vehicle) => (await approve.submit(vehicle)).error === null}
      onReject={(vehicle, input) => reject({ vehicle, input })}
    />
  );
}
