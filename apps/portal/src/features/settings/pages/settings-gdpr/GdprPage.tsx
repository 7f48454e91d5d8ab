import { profileSettingsSuccessMessages, saveConsents } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { consentsFormValues } from '../../settingsForms';
import { settingsKey, useSettings } from '../../queries';
import { ViewLoading } from '../../../../shared/forms/ViewLoading';
import { navigationMessages } from '../../../../shared/personalArea/messages';

const GdprView = lazy(() => import('./GdprView').then((module) => ({ default: module.GdprView })));

export function GdprPage() {
  const settings = useSettings();
  const submit = useFormSubmit(saveConsents, {
    successMessage: profileSettingsSuccessMessages.settingsSaved,
    revalidate: [settingsKey],
  });
  const { data } = settings;
  const saved = useMemo(() => (data ? consentsFormValues(data) : null), [data]);
  return (
    <Suspense fallback={<ViewLoading title={navigationMessages.settings} />}>
      <GdprView
        state={layoutStateOf(settings)}
        onRetry={() => void settings.refetch()}
        settings={data}
        saved={saved}
        onSubmit={submit}
      />
    </Suspense>
  );
}
