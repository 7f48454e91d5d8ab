import { fetchFleet, fetchProfile, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { displayName } from '../../../../shared/currentUser/displayName';
import { useSignedInUser } from '../../../../shared/currentUser/CurrentUser';
import { DueMaintenanceSection } from '../../maintenance/DueMaintenanceSection';
import { DashboardView } from './DashboardView';

/** The dashboard with its data: the signed-in user and the fleet's statistics. */
export function DashboardPage() {
  const { user } = useSignedInUser();
  const fleet = useFetch('/fleet', fetchFleet);
  // Only for the complete-profile prompt: a failure shows no prompt, not an error.
  const profile = useFetch('/user/profile', fetchProfile);
  return (
    <DashboardView
      userName={displayName(user)}
      state={layoutStateOf(fleet)}
      onRetry={() => void fleet.refetch()}
      statistics={fleet.data?.statistics ?? null}
      vehicles={fleet.data?.vehicles}
      profileMissing={profile.data?.completion.missing}
      dueMaintenance={<DueMaintenanceSection />}
    />
  );
}
