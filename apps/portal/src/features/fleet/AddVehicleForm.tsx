import { fieldErrorMessages } from '@lindner/api';
import {
  fleetFieldErrorMessages,
  vehicleDataSources,
  type AddVehicleInput,
  type AxleLoadModel,
  type Vehicle,
  type VehicleDataSource,
} from '@lindner/api/schema';
import { RadioGroup, Select, TextField, type Validator } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FleetForm } from './FleetForm';
import { addVehicleMessages, dataSourceMessages, fleetMessages } from './messages';
import type { SaveOutcome } from './useFleetSubmit';
import { normalizedVin, vinProblemOf } from './vin';

export interface AddVehicleValues {
  [field: string]: unknown;
  vin?: string;
  modelId?: string;
  dataSource?: string;
}

const initial: AddVehicleValues = { vin: '', modelId: undefined, dataSource: undefined };
const fieldNames = ['vin', 'modelId', 'dataSource'] as const;

export function addVehicleInputOf(values: AddVehicleValues): AddVehicleInput {
  return {
    vin: normalizedVin(values.vin ?? ''),
    modelId: values.modelId ?? '',
    dataSource: values.dataSource as VehicleDataSource,
  };
}

const hints = {
  traclinkMobile: dataSourceMessages.traclinkMobileHint,
  fuelDiary: dataSourceMessages.fuelDiaryHint,
  averageConsumption: dataSourceMessages.averageConsumptionHint,
} as const;

export interface AddVehicleFormProps {
  models: readonly AxleLoadModel[];
  onSubmit: (vehicle: AddVehicleInput) => Promise<SaveOutcome<Vehicle> | null>;
  onSaved: (vehicle: Vehicle | undefined) => void;
}

/**
 * A new vehicle: its VIN (checked when the field is left, saying which rule it breaks), the
 * model and where its figures come from. A VIN already in a fleet gets the server's message on
 * the field.
 */
export function AddVehicleForm({ models, onSubmit, onSaved }: AddVehicleFormProps) {
  const intl = useIntl();
  const checkVin = useMemo((): Validator => {
    return (value) => {
      const problem = vinProblemOf(value);
      if (problem === null) return undefined;
      return intl.formatMessage(
        problem === 'required' ? fieldErrorMessages.required : fleetFieldErrorMessages[problem],
      );
    };
  }, [intl]);
  const modelOptions = useMemo(
    () => models.map((model) => ({ value: model.id, label: model.name })),
    [models],
  );
  const sourceOptions = vehicleDataSources.map((source) => ({
    value: source,
    label: intl.formatMessage(hints[source]),
  }));
  return (
    <FleetForm<AddVehicleValues, AddVehicleInput, Vehicle>
      draftName="fleet-add-vehicle"
      initial={initial}
      fieldNames={fieldNames}
      toPayload={addVehicleInputOf}
      onSubmit={onSubmit}
      onSaved={onSaved}
      submitLabel={intl.formatMessage(addVehicleMessages.save)}
    >
      <TextField
        name="vin"
        label={intl.formatMessage(fleetMessages.vin)}
        required
        check={checkVin}
        description={intl.formatMessage(addVehicleMessages.vinHint)}
        autoComplete="off"
        maxLength={40}
      />
      <Select
        name="modelId"
        label={intl.formatMessage(fleetMessages.model)}
        required
        options={modelOptions}
        placeholder={intl.formatMessage(addVehicleMessages.modelPlaceholder)}
      />
      <RadioGroup
        name="dataSource"
        label={intl.formatMessage(fleetMessages.dataSource)}
        description={intl.formatMessage(addVehicleMessages.dataSourceHint)}
        required
        options={sourceOptions}
      />
    </FleetForm>
  );
}
