import { fetchFleet, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { displayName } from '../../currentUser/displayName';
import { useSignedInUser } from '../../currentUser/CurrentUser';
import { DashboardView } from './DashboardView';

/** The dashboard with its data: the signed-in user and the fleet's statistics. */
export function DashboardPage() {
  const { user } = useSignedInUser();
  const fleet = useFetch('/fleet', fetchFleet);
  return (
    <DashboardView
      userName={displayName(user)}
      state={layoutStateOf(fleet)}
      onRetry={() => void fleet.refetch()}
      statistics={fleet.data?.statistics ?? null}
    />
  );
}
