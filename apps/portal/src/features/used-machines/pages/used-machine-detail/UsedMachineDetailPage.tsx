import { useLoaderData, useLocation } from 'react-router';
import type { MachineDetailData } from '../../machineLoaders';
import { UsedMachineDetailView } from './UsedMachineDetailView';

/**
 * One used machine: the route's loader fetches it (on the server for the first response) and
 * answers an unknown one with the 404 page; the inquiry is an island that sends it itself.
 */
export function UsedMachineDetailPage() {
  const { machine } = useLoaderData() as MachineDetailData;
  const { pathname, search } = useLocation();
  return <UsedMachineDetailView machine={machine} retryHref={`${pathname}${search}`} />;
}
