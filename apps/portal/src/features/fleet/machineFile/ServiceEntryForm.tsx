import {
  machineFileLimits,
  serviceEntryInputSchema,
  type ServiceEntry,
  type ServiceEntryInput,
} from '@lindner/api/schema';
import { DateField, NumberField, RadioGroup, TextArea, TextField } from '@lindner/ui';
import { useState } from 'react';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fullRow } from '../../../shared/forms/PersonalForm.css';
import { localToday } from '../entryForms';
import { FleetForm } from '../FleetForm';
import type { SaveOutcome } from '../useFleetSubmit';
import { useFleetChecks } from '../useFleetChecks';
import { machineFileMessages } from './messages';
import {
  serviceDraftName,
  serviceInputOf,
  serviceValuesOf,
  type ServiceValues,
} from './serviceForm';

const paths = {
  date: ['date'],
  operatingHours: ['operatingHours'],
  workDone: ['workDone'],
  parts: ['parts'],
  dealerName: ['dealerName'],
} as const;
const fields = ['date', 'operatingHours', 'workDone', 'parts', 'doneBy', 'dealerName'] as const;

export interface ServiceEntryFormProps {
  vehicleId: string;
  /** The entry to change; without it a new one. */
  entry?: ServiceEntry;
  onSubmit: (input: ServiceEntryInput) => Promise<SaveOutcome<ServiceEntry> | null>;
  onSaved: (entry: ServiceEntry | undefined) => void;
  labelledBy?: string;
}

/** A service: date, operating hours, the work, the parts and who did it. */
export function ServiceEntryForm({
  vehicleId,
  entry,
  onSubmit,
  onSaved,
  labelledBy,
}: ServiceEntryFormProps) {
  const intl = useIntl();
  const check = useFleetChecks(serviceEntryInputSchema, serviceInputOf, paths);
  const [initial] = useState<ServiceValues>(() =>
    entry
      ? serviceValuesOf(entry)
      : {
          date: localToday(),
          operatingHours: undefined,
          workDone: '',
          parts: '',
          doneBy: 'owner',
          dealerName: '',
        },
  );
  return (
    <FleetForm<ServiceValues, ServiceEntryInput, ServiceEntry>
      draftName={serviceDraftName(vehicleId, entry?.id)}
      initial={initial}
      fieldNames={fields}
      toPayload={serviceInputOf}
      onSubmit={onSubmit}
      onSaved={onSaved}
      labelledBy={labelledBy}
      submitLabel={intl.formatMessage(machineFileMessages.save)}
    >
      <DateField
        name="date"
        label={intl.formatMessage(machineFileMessages.date)}
        required
        check={check.date}
      />
      <NumberField
        name="operatingHours"
        label={intl.formatMessage(machineFileMessages.operatingHours)}
        required
        check={check.operatingHours}
      />
      <div className={fullRow}>
        <TextArea
          name="workDone"
          label={intl.formatMessage(machineFileMessages.workDone)}
          required
          check={check.workDone}
          maxLength={machineFileLimits.workDoneLength}
          rows={3}
        />
      </div>
      <div className={fullRow}>
        <TextArea
          name="parts"
          label={intl.formatMessage(machineFileMessages.parts)}
          check={check.parts}
          maxLength={machineFileLimits.partsLength}
          rows={2}
        />
      </div>
      <RadioGroup
        name="doneBy"
        label={intl.formatMessage(machineFileMessages.doneBy)}
        required
        options={[
          { value: 'owner', label: intl.formatMessage(machineFileMessages.doneByOwner) },
          { value: 'dealer', label: intl.formatMessage(machineFileMessages.doneByDealer) },
        ]}
      />
      <FormSpy<ServiceValues> subscription={{ values: true }}>
        {({ values }) =>
          values.doneBy === 'dealer' ? (
            <TextField
              name="dealerName"
              label={intl.formatMessage(machineFileMessages.dealerName)}
              required
              check={check.dealerName}
              maxLength={machineFileLimits.dealerNameLength}
            />
          ) : null
        }
      </FormSpy>
    </FleetForm>
  );
}
