import type { FarmDropdowns, FarmInput } from '@lindner/api/schema';
import { Checkbox, NumberField, RadioGroup, Select, TextField } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxGroup } from '../../shared/forms/CheckboxGroup';
import { PersonalForm } from '../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { farmInputOf, farmRules, nameMaxLength, type FarmFormValues } from './farmForm';
import { farmMessages } from './messages';

export interface FarmFormProps {
  /** The saved farm as form values (`farmFormValues`); keep its identity between renders. */
  saved: FarmFormValues;
  /** The option lists of the server, labelled in the page's language. */
  dropdowns: FarmDropdowns;
  onSubmit: (farm: FarmInput) => Promise<SubmitOutcome | null>;
  /** The day the year is checked against; today unless given (stories fix it). */
  today?: Date;
}

/** The farm: name, since when, areas, economy and the choices of the server's option lists. */
export function FarmForm({ saved, dropdowns, onSubmit, today }: FarmFormProps) {
  const intl = useIntl();
  const rules = useMemo(() => farmRules(today), [today]);
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
        maxLength={nameMaxLength}
        autoComplete="organization"
      />
      <TextField name="vulgo" label={label('vulgo')} maxLength={nameMaxLength} />
      <TextField
        name="since"
        label={label('since')}
        rules={rules.since}
        inputMode="numeric"
        description={label('sinceHint')}
      />
      <Select name="sizeBand" label={label('sizeBand')} options={dropdowns.sizeBands} />
      <NumberField name="area" label={label('area')} rules={rules.quantity} />
      <NumberField name="leasedArea" label={label('leasedArea')} rules={rules.quantity} />
      <NumberField name="areaUnderLease" label={label('areaUnderLease')} rules={rules.quantity} />
      <NumberField name="workHours" label={label('workHours')} rules={rules.quantity} />
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
