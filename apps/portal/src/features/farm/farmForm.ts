import {
  economyTypes,
  fertilisationTypes,
  type BusinessType,
  type Farm,
  type FarmInput,
  type FarmSizeBand,
} from '@lindner/api/schema';
import { choicesOf, chosenOf } from '../../shared/forms/choices';

/**
 * The farm form's values: texts as typed, numbers as numbers, each multiple choice as flags.
 * An empty field is undefined (react-final-form's empty value), never null: inputs cannot show
 * null.
 */
export interface FarmFormValues {
  [field: string]: unknown;
  name?: string;
  vulgo?: string;
  /** The year as typed; four digits once valid. */
  since?: string;
  area?: number;
  leasedArea?: number;
  areaUnderLease?: number;
  workHours?: number;
  mountainFarmer?: boolean;
  siloHay?: boolean;
  businessType?: string;
  economyTypes?: Record<string, boolean>;
  fertilisationTypes?: Record<string, boolean>;
  sizeBand?: string;
}

/** The form's values for a saved farm; an empty form while the user has none. */
export function farmFormValues(farm: Farm | null): FarmFormValues {
  return {
    name: farm?.name ?? '',
    vulgo: farm?.vulgo ?? '',
    since: farm?.since === null || farm?.since === undefined ? '' : String(farm.since),
    area: farm?.area ?? undefined,
    leasedArea: farm?.leasedArea ?? undefined,
    areaUnderLease: farm?.areaUnderLease ?? undefined,
    workHours: farm?.workHours ?? undefined,
    mountainFarmer: farm?.mountainFarmer ?? false,
    siloHay: farm?.siloHay ?? false,
    businessType: farm?.businessType ?? undefined,
    economyTypes: choicesOf(farm?.economyTypes ?? [], economyTypes),
    fertilisationTypes: choicesOf(farm?.fertilisationTypes ?? [], fertilisationTypes),
    sizeBand: farm?.sizeBand ?? undefined,
  };
}

/** What `POST /user/profile/farm` gets for valid form values. */
export function farmInputOf(values: FarmFormValues): FarmInput {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  const quantity = (value: unknown) => (typeof value === 'number' ? value : null);
  const since = text(values.since);
  return {
    name: text(values.name) ?? '',
    vulgo: text(values.vulgo),
    since: since === null ? null : Number(since),
    area: quantity(values.area),
    leasedArea: quantity(values.leasedArea),
    areaUnderLease: quantity(values.areaUnderLease),
    workHours: quantity(values.workHours),
    mountainFarmer: values.mountainFarmer === true,
    siloHay: values.siloHay === true,
    businessType: text(values.businessType) as BusinessType | null,
    economyTypes: chosenOf(values.economyTypes, economyTypes),
    fertilisationTypes: chosenOf(values.fertilisationTypes, fertilisationTypes),
    sizeBand: text(values.sizeBand) as FarmSizeBand | null,
  };
}
