import { dueMaintenanceKey, fetchDueMaintenance, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { DueMaintenanceList } from './DueMaintenanceList';

/** The dashboard's due maintenance with its data. */
export function DueMaintenanceSection() {
  const due = useFetch(dueMaintenanceKey, fetchDueMaintenance);
  return (
    <DueMaintenanceList
      state={layoutStateOf(due)}
      onRetry={() => void due.refetch()}
      due={due.data ?? null}
    />
  );
}
