import {
  profileSettingsSuccessMessages,
  saveContactChannel,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { contactFormValues } from '../../settingsForms';
import { settingsKey, useSettings } from '../../queries';
import { ViewLoading } from '../../../../shared/forms/ViewLoading';
import { navigationMessages } from '../../../../shared/personalArea/messages';

const NewsletterContactView = lazy(() =>
  import('./NewsletterContactView').then((module) => ({ default: module.NewsletterContactView })),
);

const revalidate = [settingsKey];

export function NewsletterContactPage() {
  const settings = useSettings();
  const subscribe = useFormSubmit((_: void, signal: AbortSignal) => subscribeNewsletter(signal), {
    successMessage: profileSettingsSuccessMessages.newsletterConfirmationSent,
    revalidate,
  });
  const unsubscribe = useFormSubmit(
    (_: void, signal: AbortSignal) => unsubscribeNewsletter(signal),
    { successMessage: profileSettingsSuccessMessages.newsletterUnsubscribed, revalidate },
  );
  const saveContact = useFormSubmit(saveContactChannel, {
    successMessage: profileSettingsSuccessMessages.settingsSaved,
    revalidate,
  });
  const { data } = settings;
  const savedContact = useMemo(() => (data ? contactFormValues(data) : null), [data]);
  return (
    <Suspense fallback={<ViewLoading title={navigationMessages.settings} />}>
      <NewsletterContactView
        state={layoutStateOf(settings)}
        onRetry={() => void settings.refetch()}
        settings={data}
        savedContact={savedContact}
        onSubscribe={() => subscribe()}
        onUnsubscribe={() => unsubscribe()}
        onSubmitContact={saveContact}
      />
    </Suspense>
  );
}
