import {
  ApiError,
  apiGet,
  cancelEventRegistration,
  eventKey,
  changeEventRegistration,
  fetchMyEventRegistration,
  fetchTrainings,
  myEventRegistrationKey,
  registerForEvent,
  trainingsKey,
  useFetch,
  useSubmit,
  type SubmitResult,
} from '@lindner/api';
import { localizePath } from '@lindner/i18n';
import {
  eventDetailSchema,
  mayTakeTraining,
  type EventRegistration,
  type EventRegistrationInput,
  type EventSummary,
} from '@lindner/api/schema';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { EventSignUpBox } from './EventSignUpBox';
import { ConditionsLink, OnlineLink } from './EventSignUpLinks';
import { signUpMessages } from '../eventSignUpMessages';
import { signUpErrorText, signUpStateOf } from '../signUpState';

/**
 * The sign-up box of a signed-in user, with the API: the user's sign-up (`GET
 * …/registrations/mine`), for a training the user's conditions (`GET /trainings`), and sign-up,
 * change and sign-out. Loaded only once signed in (see EventSignUp).
 */
export function EventSignUpSignedIn({
  event,
  conditionsLink,
  onPlacesChanged,
}: {
  event: EventSummary;
  conditionsLink: boolean;
  onPlacesChanged?: (placesLeft: number | null) => void;
}) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { mutate } = useSWRConfig();
  const { slug } = event;
  const key = myEventRegistrationKey(slug);
  const mine = useFetch(key, (signal) => fetchMyEventRegistration(slug, signal));
  const trainings = useFetch(event.training ? trainingsKey : null, fetchTrainings);
  const [error, setError] = useState<string | null>(null);

  const registration: EventRegistration | null | undefined =
    mine.data ?? (mine.fetchError ? null : undefined);
  // When the conditions could not be fetched, the server decides (403 with its reason).
  const mayTake = !event.training
    ? true
    : trainings.data
      ? mayTakeTraining(trainings.data.eligibility)
      : trainings.fetchError
        ? true
        : undefined;
  const placesLeft = mine.data ? mine.data.placesLeft : event.placesLeft;
  // The address of an online event goes only to those signed up for it, with their token.
  const signedEvent = useFetch(
    event.format === 'online' && mine.data?.registered ? `${eventKey(slug)}#signedUp` : null,
    (signal) => apiGet(eventKey(slug), eventDetailSchema, { signal }),
  );
  const onlineUrl = signedEvent.data?.onlineUrl;
  const state = signUpStateOf({ signedIn: true, registration, placesLeft, mayTake });

  // The event's places (shown beside the box) and a training's list change with every sign-up.
  const revalidate = event.training ? [eventKey(slug), trainingsKey] : [eventKey(slug)];
  const register = useSubmit(
    (input: EventRegistrationInput, signal: AbortSignal) => registerForEvent(slug, input, signal),
    {
      successMessage: event.training
        ? signUpMessages.trainingRegistered
        : signUpMessages.registered,
      showErrorToast: false,
      revalidate,
    },
  );
  const change = useSubmit(
    (input: EventRegistrationInput, signal: AbortSignal) =>
      changeEventRegistration(slug, input, signal),
    { successMessage: signUpMessages.changed, showErrorToast: false, revalidate },
  );
  const cancel = useSubmit(
    (_: void, signal: AbortSignal) => cancelEventRegistration(slug, signal),
    { successMessage: signUpMessages.cancelled, showErrorToast: false, revalidate },
  );

  const settle = useCallback(
    async ({ data, error: failure }: SubmitResult<EventRegistration>): Promise<boolean> => {
      if (data) {
        setError(null);
        await mutate(key, data, { revalidate: false });
        onPlacesChanged?.(data.placesLeft);
        return true;
      }
      if (failure) {
        setError(signUpErrorText(failure, intl.formatMessage(signUpMessages.failed)));
        // Full, or signed up already elsewhere: the box shows what is true now.
        if (failure instanceof ApiError && failure.status === 409) void mine.refetch();
      }
      return false;
    },
    [intl, key, mine, mutate, onPlacesChanged],
  );

  return (
    <EventSignUpBox
      state={state}
      registration={registration}
      placesLeft={placesLeft}
      companionsAllowed={event.companionsAllowed}
      busy={register.isSubmitting || change.isSubmitting || cancel.isSubmitting}
      error={error}
      onlineLink={onlineUrl ? <OnlineLink url={onlineUrl} /> : null}
      conditionsLink={
        conditionsLink ? (
          <ConditionsLink href={localizePath('trainings-detail', { slug }, locale)} />
        ) : null
      }
      // Signed in already: the visitor's button is not shown.
      onSignIn={() => undefined}
      onRegister={async (companions) => settle(await register.submit({ companions }))}
      onChange={async (companions) => settle(await change.submit({ companions }))}
      onCancel={async () => settle(await cancel.submit())}
      onRetry={() => void mine.refetch()}
    />
  );
}
