import { fetchTrainings, trainingsKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { TrainingsView } from './TrainingsView';

/** The upcoming driver trainings and the user's conditions: GET /trainings. */
export function TrainingsPage() {
  const trainings = useFetch(trainingsKey, fetchTrainings);
  return (
    <TrainingsView
      state={layoutStateOf(trainings)}
      onRetry={() => void trainings.refetch()}
      data={trainings.data}
    />
  );
}
