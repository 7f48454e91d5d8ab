import {
  farmInputSchema,
  farmNameMaxLength,
  type FarmDropdowns,
  type FarmInput,
} from '@lindner/api/schema';
import { Checkbox, NumberField, RadioGroup, Select, TextField } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { CheckboxGroup } from '../../shared/forms/CheckboxGroup';
import { PersonalForm } from '../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../shared/forms/useSchemaChecks';
import { farmInputOf, type FarmFormValues } from './farmForm';
import { farmMessages } from './messages';

/** The fields the server checks beyond their choices. */
const checkedFields = [
  'name',
  'vulgo',
  'since',
  'area',
  'leasedArea',
  'areaUnderLease',
  'workHours',
] as const;

export interface FarmFormProps {
  /** The saved farm as form values (`farmFormValues`); keep its identity between renders. */
  saved: FarmFormValues;
  /** The option lists of the server, labelled in the page's language. */
  dropdowns: FarmDropdowns;
  onSubmit: (farm: FarmInput) => Promise<SubmitOutcome | null>;
}

/**
 * The farm: name, since when, areas, economy and the choices of the server's option lists. Each
 * field is checked as the server checks it (the shared schema), with the server's message.
 */
export function FarmForm({ saved, dropdowns, onSubmit }: FarmFormProps) {
  const intl = useIntl();
  const check = useSchemaChecks(farmInputSchema, farmInputOf, checkedFields);
  const label = (key: keyof typeof farmMessages) => intl.formatMessage(farmMessages[key]);
  const fieldLabels = Object.fromEntries(
    (Object.keys(farmMessages) as (keyof typeof farmMessages)[])
      .filter((key) => key !== 'sinceHint')
      .map((key) => [key, label(key)]),
  );
  return (
    <PersonalForm<FarmFormValues, FarmInput>
      draftName="farm"
      saved={saved}
      toPayload={farmInputOf}
      onSubmit={onSubmit}
      fieldLabels={fieldLabels}
    >
      <TextField
        name="name"
        label={label('name')}
        required
        check={check.name}
        maxLength={farmNameMaxLength}
        autoComplete="organization"
      />
      <TextField
        name="vulgo"
        label={label('vulgo')}
        check={check.vulgo}
        maxLength={farmNameMaxLength}
      />
      <TextField
        name="since"
        label={label('since')}
        check={check.since}
        inputMode="numeric"
        description={label('sinceHint')}
      />
      <Select name="sizeBand" label={label('sizeBand')} options={dropdowns.sizeBands} />
      <NumberField name="area" label={label('area')} check={check.area} />
      <NumberField name="leasedArea" label={label('leasedArea')} check={check.leasedArea} />
      <NumberField
        name="areaUnderLease"
        label={label('areaUnderLease')}
        check={check.areaUnderLease}
      />
      <NumberField name="workHours" label={label('workHours')} check={check.workHours} />
      <RadioGroup
        name="businessType"
        label={label('businessType')}
        options={dropdowns.businessTypes}
      />
      <Checkbox name="mountainFarmer" label={label('mountainFarmer')} />
      <Checkbox name="siloHay" label={label('siloHay')} />
      <CheckboxGroup
        name="economyTypes"
        label={label('economyTypes')}
        options={dropdowns.economyTypes}
      />
      <CheckboxGroup
        name="fertilisationTypes"
        label={label('fertilisationTypes')}
        options={dropdowns.fertilisationTypes}
      />
    </PersonalForm>
  );
}
