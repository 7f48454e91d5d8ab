import { fetchFarm, fetchFarmDropdowns, saveFarm, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense, useMemo } from 'react';
import { savedNotices } from '../../../../shared/forms/messages';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { combinedFetchFlags } from '../../../../shared/forms/fetchFlags';
import { farmFormValues } from '../../farmForm';
import { ViewLoading } from '../../../../shared/forms/ViewLoading';
import { navigationMessages } from '../../../../shared/personalArea/messages';

const FarmView = lazy(() => import('./FarmView').then((module) => ({ default: module.FarmView })));

const farmKey = '/user/profile/farm';

/** The farm tab with its data: the saved farm, the option lists and the save. */
export function FarmPage() {
  const farm = useFetch(farmKey, fetchFarm);
  const dropdowns = useFetch('/user/profile/farm/dropdowns', fetchFarmDropdowns);
  const submit = useFormSubmit(saveFarm, {
    successMessage: savedNotices.farm,
    revalidate: [farmKey],
  });
  const { data } = farm;
  const saved = useMemo(
    () => (farm.hasFetchedOnce && !farm.fetchError ? farmFormValues(data) : null),
    [data, farm.hasFetchedOnce, farm.fetchError],
  );
  return (
    <Suspense fallback={<ViewLoading title={navigationMessages.profile} />}>
      <FarmView
        state={layoutStateOf(combinedFetchFlags(farm, dropdowns))}
        onRetry={() => {
          if (farm.fetchError) void farm.refetch();
          if (dropdowns.fetchError) void dropdowns.refetch();
        }}
        saved={saved}
        dropdowns={dropdowns.data}
        onSubmit={submit}
      />
    </Suspense>
  );
}
