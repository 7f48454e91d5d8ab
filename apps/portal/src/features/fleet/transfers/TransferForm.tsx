import {
  transferEmailMaxLength,
  vehicleTransferInputSchema,
  type FleetVehicle,
  type VehicleTransferInput,
} from '@lindner/api/schema';
import { Checkbox, RadioGroup, Select, TextField } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { FleetForm } from '../FleetForm';
import { useFleetChecks } from '../useFleetChecks';
import type { SaveOutcome } from '../useFleetSubmit';
import { transferMessages, transferVehicleOption } from './messages';

interface TransferValues {
  [field: string]: unknown;
  vehicleId?: string;
  buyerEmail?: string;
  diaryGoes?: string;
  confirmed?: boolean;
}

/** What the form sends: the vehicle (chosen here or given) and the offer. */
export interface TransferOffer {
  vehicleId: string;
  input: VehicleTransferInput;
}

const transferPaths = { buyerEmail: ['buyerEmail'], diaryGoes: ['diaryGoes'] } as const;
const initialValues: TransferValues = { buyerEmail: '', diaryGoes: 'yes', confirmed: false };

function inputOf(values: TransferValues, adId: string | null): VehicleTransferInput {
  return {
    buyerEmail: values.buyerEmail ?? '',
    diaryGoes: values.diaryGoes === 'yes',
    ...(adId ? { adId } : {}),
  };
}

export interface TransferFormProps {
  /** The vehicle to hand over; without it the form asks for one of `vehicles`. */
  vehicleId?: string;
  /** The fleet to choose from (a sold ad's transfer), in the order to offer them. */
  vehicles?: readonly FleetVehicle[];
  /** The sold classified ad that starts the transfer, if one does. */
  adId?: string | null;
  onSubmit: (offer: TransferOffer) => Promise<SaveOutcome<unknown> | SubmitOutcome | null>;
  /** The form's heading. */
  labelledBy: string;
}

/** The offer: the buyer's address, whether the diary goes along, and the seller's confirmation. */
export function TransferForm({
  vehicleId,
  vehicles,
  adId = null,
  onSubmit,
  labelledBy,
}: TransferFormProps) {
  const intl = useIntl();
  const toInput = useMemo(() => (values: TransferValues) => inputOf(values, adId), [adId]);
  const check = useFleetChecks(vehicleTransferInputSchema, toInput, transferPaths);
  const fieldNames = useMemo(
    () => [...(vehicleId ? [] : ['vehicleId']), 'buyerEmail', 'diaryGoes', 'adId', 'confirmed'],
    [vehicleId],
  );
  const initial = useMemo(
    () => (vehicleId ? initialValues : { ...initialValues, vehicleId: vehicles?.[0]?.id ?? '' }),
    [vehicleId, vehicles],
  );
  return (
    <FleetForm<TransferValues, TransferOffer>
      draftName={`fleet-transfer:${vehicleId ?? `ad:${adId ?? ''}`}`}
      initial={initial}
      fieldNames={fieldNames}
      toPayload={(values) => ({
        vehicleId: vehicleId ?? values.vehicleId ?? '',
        input: toInput(values),
      })}
      onSubmit={onSubmit}
      labelledBy={labelledBy}
      submitLabel={intl.formatMessage(transferMessages.submit)}
    >
      {vehicleId ? null : (
        <Select
          name="vehicleId"
          label={intl.formatMessage(transferMessages.vehicle)}
          required
          options={(vehicles ?? []).map((vehicle) => ({
            value: vehicle.id,
            label: intl.formatMessage(transferVehicleOption, {
              model: vehicle.model.name,
              vin: vehicle.vin,
            }),
          }))}
        />
      )}
      <TextField
        name="buyerEmail"
        type="email"
        autoComplete="off"
        maxLength={transferEmailMaxLength}
        label={intl.formatMessage(transferMessages.buyerEmail)}
        description={intl.formatMessage(transferMessages.buyerEmailHint)}
        required
        check={check.buyerEmail}
      />
      <RadioGroup
        name="diaryGoes"
        label={intl.formatMessage(transferMessages.diary)}
        description={intl.formatMessage(transferMessages.diaryHint)}
        required
        options={[
          { value: 'yes', label: intl.formatMessage(transferMessages.diaryGoes) },
          { value: 'no', label: intl.formatMessage(transferMessages.diaryStays) },
        ]}
      />
      <Checkbox name="confirmed" label={intl.formatMessage(transferMessages.confirm)} required />
    </FleetForm>
  );
}
