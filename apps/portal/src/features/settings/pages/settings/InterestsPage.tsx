import { profileSettingsSuccessMessages, saveInterests } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { interestsFormValues } from '../../settingsForms';
import { settingsKey, useSettings } from '../../queries';
import { ViewLoading } from '../../../../shared/forms/ViewLoading';
import { navigationMessages } from '../../../../shared/personalArea/messages';

const InterestsView = lazy(() =>
  import('./InterestsView').then((module) => ({ default: module.InterestsView })),
);

export function InterestsPage() {
  const settings = useSettings();
  const submit = useFormSubmit(saveInterests, {
    successMessage: profileSettingsSuccessMessages.settingsSaved,
    revalidate: [settingsKey],
  });
  const { data } = settings;
  const saved = useMemo(() => (data ? interestsFormValues(data) : null), [data]);
  return (
    <Suspense fallback={<ViewLoading title={navigationMessages.settings} />}>
      <InterestsView
        state={layoutStateOf(settings)}
        onRetry={() => void settings.refetch()}
        settings={data}
        saved={saved}
        onSubmit={submit}
      />
    </Suspense>
  );
}
