import {
  ApiError,
  eventCalendarPath,
  eventKey,
  fetchEvent,
  fetchTrainings,
  trainingsKey,
  useFetch,
} from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { useParams } from 'react-router';
import { calendarUrl } from '../../eventFormat';
import { EventSignUp } from '../../components/EventSignUp';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { TrainingDetailView } from './TrainingDetailView';

/**
 * One driver training (GET /events/{slug}) with the user's conditions (GET /trainings) and the
 * sign-up box. An unknown slug, or an event that is no training, shows the 404 page.
 */
export function TrainingDetailPage() {
  const slug = useParams().slug ?? '';
  const { api } = usePortalConfig();
  const training = useFetch(eventKey(slug), (signal) => fetchEvent(slug, { signal }));
  const trainings = useFetch(trainingsKey, fetchTrainings);
  const { error, data } = training;
  if (
    (error instanceof ApiError && (error.status === 404 || error.status === 400)) ||
    (data && !data.training)
  ) {
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  }
  return (
    <TrainingDetailView
      state={layoutStateOf(training)}
      onRetry={() => void training.refetch()}
      training={data}
      eligibility={trainings.data?.eligibility ?? null}
      calendarHref={calendarUrl(api, eventCalendarPath(slug))}
      signUp={data ? <EventSignUp key={slug} event={data} conditionsLink={false} /> : null}
    />
  );
}
