import {
  averageInputSchema,
  diaryLimits,
  fuelStopInputSchema,
  noteInputSchema,
  operationInputSchema,
  operationTypes,
  type AverageInput,
  type FuelStopInput,
  type NoteInput,
  type OperationInput,
} from '@lindner/api/schema';
import { DateField, NumberField, RadioGroup, Select, Text, TextArea } from '@lindner/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fullRow } from '../../shared/forms/PersonalForm.css';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import {
  averageFieldPaths,
  averageInputOf,
  entryDraftName,
  fuelStopInputOf,
  localToday,
  noteInputOf,
  operationInputOf,
  type AverageValues,
  type FuelStopValues,
  type NoteValues,
  type OperationValues,
} from './entryForms';
import { fieldOfPath } from './fleetChecks';
import { FleetForm } from './FleetForm';
import { entryFormMessages, operationTypeMessages, useCategoryMessages } from './messages';
import { useCrossFieldChecks, useFleetChecks } from './useFleetChecks';

type Send<Payload> = (payload: Payload) => Promise<SubmitOutcome | null>;

interface EntryFormProps<Payload> {
  /** The vehicle: each form keeps its draft per vehicle. */
  vehicleId: string;
  onSubmit: Send<Payload>;
  /** After a save: back to the overview. */
  onSaved: () => void;
  /** The heading that names the form. */
  labelledBy?: string;
}

/**
 * The first values of a new entry: today's date. Every field is named, even empty ones: a draft
 * restores only the fields the form starts with. Kept for the form's life (its identity).
 */
function useInitial<Values>(make: () => Values): Values {
  const [initial] = useState(make);
  return initial;
}

const fuelStopPaths = {
  date: ['date'],
  liters: ['liters'],
  operatingHours: ['operatingHours'],
} as const;
const fuelStopFields = ['date', 'liters', 'operatingHours', 'fullTank'] as const;

/** A fuel stop: litres, the operating hours, the date and whether the tank is full. */
export function FuelStopForm({
  vehicleId,
  onSubmit,
  onSaved,
  labelledBy,
}: EntryFormProps<FuelStopInput>) {
  const intl = useIntl();
  const check = useFleetChecks(fuelStopInputSchema, fuelStopInputOf, fuelStopPaths);
  const initial = useInitial<FuelStopValues>(() => ({
    date: localToday(),
    liters: undefined,
    operatingHours: undefined,
    fullTank: 'yes',
  }));
  return (
    <FleetForm<FuelStopValues, FuelStopInput>
      draftName={entryDraftName('fuelStop', vehicleId)}
      initial={initial}
      fieldNames={fuelStopFields}
      toPayload={fuelStopInputOf}
      onSubmit={onSubmit}
      onSaved={onSaved}
      labelledBy={labelledBy}
    >
      <NumberField
        name="liters"
        label={intl.formatMessage(entryFormMessages.liters)}
        required
        check={check.liters}
      />
      <NumberField
        name="operatingHours"
        label={intl.formatMessage(entryFormMessages.operatingHours)}
        required
        check={check.operatingHours}
      />
      <DateField
        name="date"
        label={intl.formatMessage(entryFormMessages.date)}
        required
        check={check.date}
      />
      <RadioGroup
        name="fullTank"
        label={intl.formatMessage(entryFormMessages.fullTank)}
        description={intl.formatMessage(entryFormMessages.fullTankHint)}
        required
        options={[
          { value: 'yes', label: intl.formatMessage(entryFormMessages.yes) },
          { value: 'no', label: intl.formatMessage(entryFormMessages.no) },
        ]}
      />
    </FleetForm>
  );
}

const operationPaths = {
  date: ['date'],
  durationHours: ['durationHours'],
  note: ['note'],
} as const;
const operationFields = ['type', 'durationHours', 'date', 'note'] as const;

/** An operation: which of the six kinds, how long, when, and a note. */
export function OperationForm({
  vehicleId,
  onSubmit,
  onSaved,
  labelledBy,
}: EntryFormProps<OperationInput>) {
  const intl = useIntl();
  const check = useFleetChecks(operationInputSchema, operationInputOf, operationPaths);
  const initial = useInitial<OperationValues>(() => ({
    date: localToday(),
    type: undefined,
    durationHours: undefined,
    note: '',
  }));
  return (
    <FleetForm<OperationValues, OperationInput>
      draftName={entryDraftName('operation', vehicleId)}
      initial={initial}
      fieldNames={operationFields}
      toPayload={operationInputOf}
      onSubmit={onSubmit}
      onSaved={onSaved}
      labelledBy={labelledBy}
    >
      <Select
        name="type"
        label={intl.formatMessage(entryFormMessages.type)}
        required
        options={operationTypes.map((type) => ({
          value: type,
          label: intl.formatMessage(operationTypeMessages[type]),
        }))}
      />
      <NumberField
        name="durationHours"
        label={intl.formatMessage(entryFormMessages.durationHours)}
        required
        check={check.durationHours}
      />
      <DateField
        name="date"
        label={intl.formatMessage(entryFormMessages.date)}
        required
        check={check.date}
      />
      <div className={fullRow}>
        <TextArea
          name="note"
          label={intl.formatMessage(entryFormMessages.note)}
          check={check.note}
          maxLength={diaryLimits.noteLength}
          rows={3}
        />
      </div>
    </FleetForm>
  );
}

const notePaths = { date: ['date'], text: ['text'] } as const;
const noteFields = ['date', 'text'] as const;

/** A note of a day: a repair, a service, anything worth keeping. */
export function NoteForm({ vehicleId, onSubmit, onSaved, labelledBy }: EntryFormProps<NoteInput>) {
  const intl = useIntl();
  const check = useFleetChecks(noteInputSchema, noteInputOf, notePaths);
  const initial = useInitial<NoteValues>(() => ({ date: localToday(), text: '' }));
  return (
    <FleetForm<NoteValues, NoteInput>
      draftName={entryDraftName('note', vehicleId)}
      initial={initial}
      fieldNames={noteFields}
      toPayload={noteInputOf}
      onSubmit={onSubmit}
      onSaved={onSaved}
      labelledBy={labelledBy}
    >
      <DateField
        name="date"
        label={intl.formatMessage(entryFormMessages.date)}
        required
        check={check.date}
      />
      <div className={fullRow}>
        <TextArea
          name="text"
          label={intl.formatMessage(entryFormMessages.text)}
          required
          check={check.text}
          maxLength={diaryLimits.textLength}
          rows={4}
        />
      </div>
    </FleetForm>
  );
}

const averageFields = Object.keys(averageFieldPaths);
const averageFieldOf = (path: string) => fieldOfPath(averageFieldPaths, path);

/** An average over a period: dates, hours at both ends, litres per hour per use category. */
export function AverageForm({
  vehicleId,
  onSubmit,
  onSaved,
  labelledBy,
}: EntryFormProps<AverageInput>) {
  const intl = useIntl();
  const check = useFleetChecks(averageInputSchema, averageInputOf, averageFieldPaths);
  const crossFieldCheck = useCrossFieldChecks(
    averageInputSchema,
    averageInputOf,
    averageFieldPaths,
  );
  const initial = useInitial<AverageValues>(() => ({
    dateStart: undefined,
    dateEnd: localToday(),
    hoursStart: undefined,
    hoursEnd: undefined,
    consumptionField: undefined,
    consumptionGras: undefined,
    consumptionOther: undefined,
  }));
  return (
    <FleetForm<AverageValues, AverageInput>
      draftName={entryDraftName('average', vehicleId)}
      initial={initial}
      fieldNames={averageFields}
      fieldOf={averageFieldOf}
      crossFieldCheck={crossFieldCheck}
      toPayload={averageInputOf}
      onSubmit={onSubmit}
      onSaved={onSaved}
      labelledBy={labelledBy}
    >
      <DateField
        name="dateStart"
        label={intl.formatMessage(entryFormMessages.dateStart)}
        required
        check={check.dateStart}
      />
      <DateField
        name="dateEnd"
        label={intl.formatMessage(entryFormMessages.dateEnd)}
        required
        check={check.dateEnd}
      />
      <NumberField
        name="hoursStart"
        label={intl.formatMessage(entryFormMessages.hoursStart)}
        required
        check={check.hoursStart}
      />
      <NumberField
        name="hoursEnd"
        label={intl.formatMessage(entryFormMessages.hoursEnd)}
        required
        check={check.hoursEnd}
      />
      <Text weight="medium" className={fullRow}>
        {intl.formatMessage(entryFormMessages.consumption)}{' '}
        <Text as="span" size="small" tone="muted">
          {intl.formatMessage(entryFormMessages.consumptionHint)}
        </Text>
      </Text>
      <NumberField
        name="consumptionField"
        label={intl.formatMessage(useCategoryMessages.field)}
        check={check.consumptionField}
      />
      <NumberField
        name="consumptionGras"
        label={intl.formatMessage(useCategoryMessages.gras)}
        check={check.consumptionGras}
      />
      <NumberField
        name="consumptionOther"
        label={intl.formatMessage(useCategoryMessages.other)}
        check={check.consumptionOther}
      />
    </FleetForm>
  );
}
