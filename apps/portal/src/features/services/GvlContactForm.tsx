import {
  employeeCountBands,
  profileCountries,
  salutations,
  turnoverBands,
  type GvlContactInput,
} from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { SelectInput } from '../../shared/islandForm/choiceFields';
import { TextAreaInput, TextInput } from '../../shared/islandForm/fields';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import { fullRow } from '../../shared/publicForm/PublicForm.css';
import {
  gvlContactPayloadOf,
  gvlContactProblems,
  gvlTextLimits as limits,
  type GvlContactValues,
} from './gvlContact';
import { employeeCountNames, gvlMessages, salutationNames, turnoverNames } from './messages';

export interface GvlContactFormProps {
  /** The heading that names the form. */
  labelledBy: string;
  /** The dealer whose area sales manager the form is addressed to (`areaSalesManagerId`). */
  areaSalesManagerId: string;
  /** The form's start: the profile's name, address and company. */
  initialValues: GvlContactValues;
  /** Sends the body (signed in); null when another send runs. */
  onSubmit: (payload: GvlContactInput) => Promise<SubmitOutcome | null>;
}

/**
 * The GVL contact form: the company (SPEC.md section 3: function, employee-count band, turnover
 * band, brand), its address and a message to the area sales manager of the user's region.
 */
export function GvlContactForm({
  labelledBy,
  areaSalesManagerId,
  initialValues,
  onSubmit,
}: GvlContactFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const toPayload = useCallback(
    (values: GvlContactValues) => gvlContactPayloadOf(values, areaSalesManagerId),
    [areaSalesManagerId],
  );
  const problemsOf = useCallback(
    (values: GvlContactValues) => gvlContactProblems(toPayload(values)),
    [toPayload],
  );
  const options = useMemo(() => {
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    return {
      salutation: salutations.map((value) => ({
        value,
        label: intl.formatMessage(salutationNames[value]),
      })),
      employeeCount: employeeCountBands.map((value) => ({
        value,
        label: intl.formatMessage(employeeCountNames[value]),
      })),
      turnover: turnoverBands.map((value) => ({
        value,
        label: intl.formatMessage(turnoverNames[value]),
      })),
      country: profileCountries
        .map((code) => ({ value: code, label: regions.of(code) ?? code }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    };
  }, [intl, locale]);
  const label = (field: keyof typeof gvlMessages) => intl.formatMessage(gvlMessages[field]);
  return (
    <IslandForm
      initialValues={initialValues}
      toPayload={toPayload}
      problemsOf={problemsOf}
      onSubmit={onSubmit}
      labelledBy={labelledBy}
      privacyHref={localizePath('privacy', {}, locale)}
      submitLabel={label('send')}
      sendAnotherLabel={label('sendAnother')}
    >
      <SelectInput name="salutation" label={label('salutation')} options={options.salutation} />
      <TextInput
        name="firstName"
        label={label('firstName')}
        required
        maxLength={limits.firstName}
        autoComplete="given-name"
      />
      <TextInput
        name="lastName"
        label={label('lastName')}
        required
        maxLength={limits.lastName}
        autoComplete="family-name"
      />
      <TextInput
        name="email"
        type="email"
        label={label('email')}
        required
        maxLength={limits.email}
        autoComplete="email"
      />
      <TextInput
        name="phone"
        type="tel"
        label={label('phone')}
        maxLength={limits.phone}
        autoComplete="tel"
      />
      <TextInput
        name="company"
        label={label('company')}
        required
        maxLength={limits.company}
        autoComplete="organization"
      />
      <TextInput
        name="function"
        label={label('function')}
        maxLength={limits.function}
        autoComplete="organization-title"
      />
      <SelectInput
        name="employeeCount"
        label={label('employeeCount')}
        required
        options={options.employeeCount}
      />
      <SelectInput name="turnover" label={label('turnover')} required options={options.turnover} />
      <TextInput
        name="brand"
        label={label('brand')}
        description={label('brandHint')}
        maxLength={limits.brand}
      />
      <TextInput
        name="street"
        label={label('street')}
        maxLength={limits.street}
        autoComplete="street-address"
      />
      <TextInput
        name="zip"
        label={label('zip')}
        maxLength={limits.zip}
        autoComplete="postal-code"
      />
      <TextInput
        name="city"
        label={label('city')}
        maxLength={limits.city}
        autoComplete="address-level2"
      />
      <SelectInput name="country" label={label('country')} required options={options.country} />
      <div className={fullRow}>
        <TextAreaInput
          name="message"
          label={label('message')}
          required
          rows={6}
          maxLength={limits.message}
        />
      </div>
    </IslandForm>
  );
}
