import { maintenanceDoneInputSchema, type MaintenanceDoneInput } from '@lindner/api/schema';
import { Button, DateField, NumberField, Stack } from '@lindner/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { localToday } from '../entryForms';
import { FleetForm } from '../FleetForm';
import { useFleetChecks } from '../useFleetChecks';
import { maintenanceMessages } from './messages';

interface DoneValues {
  [field: string]: unknown;
  date?: string;
  hours?: number | string;
}

const donePaths = { date: ['date'], hours: ['hours'] } as const;
const doneFields = ['date', 'hours'] as const;

function doneInputOf(values: DoneValues): MaintenanceDoneInput {
  return {
    date: values.date ?? '',
    hours: (typeof values.hours === 'number' ? values.hours : undefined) as number,
  };
}

export interface MaintenanceDoneFormProps {
  vehicleId: string;
  itemKey: string;
  /** The vehicle's latest operating hours: what the form starts with. */
  operatingHours: number;
  onSubmit: (input: MaintenanceDoneInput) => Promise<SubmitOutcome | null>;
  onSaved: () => void;
  onCancel: () => void;
  labelledBy: string;
}

/** When an item was done, at which operating hours: today and the latest hours to start with. */
export function MaintenanceDoneForm({
  vehicleId,
  itemKey,
  operatingHours,
  onSubmit,
  onSaved,
  onCancel,
  labelledBy,
}: MaintenanceDoneFormProps) {
  const intl = useIntl();
  const check = useFleetChecks(maintenanceDoneInputSchema, doneInputOf, donePaths);
  const [initial] = useState<DoneValues>(() => ({ date: localToday(), hours: operatingHours }));
  return (
    <Stack space="small">
      <FleetForm<DoneValues, MaintenanceDoneInput>
        draftName={`fleet-maintenance-done:${vehicleId}:${itemKey}`}
        initial={initial}
        fieldNames={doneFields}
        toPayload={doneInputOf}
        onSubmit={onSubmit}
        onSaved={onSaved}
        labelledBy={labelledBy}
        submitLabel={intl.formatMessage(maintenanceMessages.save)}
      >
        <DateField
          name="date"
          label={intl.formatMessage(maintenanceMessages.date)}
          required
          check={check.date}
        />
        <NumberField
          name="hours"
          label={intl.formatMessage(maintenanceMessages.hours)}
          required
          check={check.hours}
        />
      </FleetForm>
      <div>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(maintenanceMessages.cancel)}
        </Button>
      </div>
    </Stack>
  );
}
