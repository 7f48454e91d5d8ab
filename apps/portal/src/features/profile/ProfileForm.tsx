import { profileInputSchema, profileTextLimits, type ProfileInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { DateField, RadioGroup, Select, TextField } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PersonalForm } from '../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../shared/forms/useSchemaChecks';
import { profileFieldMessages } from '../../shared/profileCompletion/messages';
import { profileMessages } from './messages';
import {
  countryOptions,
  profileFields,
  profileInputOf,
  type ProfileField,
  type ProfileFormValues,
} from './profileForm';

export interface ProfileFormProps {
  /** The saved profile as form values (`profileFormValues`); keep its identity between renders. */
  saved: ProfileFormValues;
  onSubmit: (profile: ProfileInput) => Promise<SubmitOutcome | null>;
}

/**
 * The personal data. First name, last name and e-mail address are needed to save; the rest
 * completes the profile. Each field is checked as the server checks it (the shared schema),
 * with the server's message.
 */
export function ProfileForm({ saved, onSubmit }: ProfileFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const label = (field: ProfileField) => intl.formatMessage(profileFieldMessages[field]);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const check = useSchemaChecks(profileInputSchema, profileInputOf, profileFields);
  const fieldLabels = Object.fromEntries(profileFields.map((field) => [field, label(field)]));
  return (
    <PersonalForm<ProfileFormValues, ProfileInput>
      draftName="profile"
      saved={saved}
      toPayload={profileInputOf}
      onSubmit={onSubmit}
      fieldLabels={fieldLabels}
    >
      <RadioGroup
        name="salutation"
        check={check.salutation}
        label={label('salutation')}
        options={[
          { value: 'female', label: intl.formatMessage(profileMessages.female) },
          { value: 'male', label: intl.formatMessage(profileMessages.male) },
        ]}
      />
      <TextField
        name="title"
        check={check.title}
        label={label('title')}
        maxLength={profileTextLimits.title}
        autoComplete="honorific-prefix"
      />
      <TextField
        name="firstName"
        check={check.firstName}
        label={label('firstName')}
        required
        maxLength={profileTextLimits.firstName}
        autoComplete="given-name"
      />
      <TextField
        name="lastName"
        check={check.lastName}
        label={label('lastName')}
        required
        maxLength={profileTextLimits.lastName}
        autoComplete="family-name"
      />
      <TextField
        name="email"
        check={check.email}
        type="email"
        label={label('email')}
        required
        maxLength={profileTextLimits.email}
        autoComplete="email"
      />
      <TextField
        name="phone"
        check={check.phone}
        type="tel"
        label={label('phone')}
        maxLength={profileTextLimits.phone}
        autoComplete="tel"
      />
      <TextField
        name="mobile"
        check={check.mobile}
        type="tel"
        label={label('mobile')}
        maxLength={profileTextLimits.phone}
        autoComplete="tel"
      />
      <TextField
        name="fax"
        check={check.fax}
        type="tel"
        label={label('fax')}
        maxLength={profileTextLimits.phone}
        autoComplete="off"
      />
      <TextField
        name="company"
        check={check.company}
        label={label('company')}
        maxLength={profileTextLimits.company}
        autoComplete="organization"
      />
      <TextField
        name="street"
        check={check.street}
        label={label('street')}
        maxLength={profileTextLimits.street}
        autoComplete="street-address"
      />
      <TextField
        name="zip"
        check={check.zip}
        label={label('zip')}
        maxLength={profileTextLimits.zip}
        autoComplete="postal-code"
      />
      <TextField
        name="city"
        check={check.city}
        label={label('city')}
        maxLength={profileTextLimits.city}
        autoComplete="address-level2"
      />
      <Select name="country" check={check.country} label={label('country')} options={countries} />
      <DateField name="birthDate" check={check.birthDate} label={label('birthDate')} />
      <TextField
        name="driverLicense"
        check={check.driverLicense}
        label={label('driverLicense')}
        maxLength={profileTextLimits.driverLicense}
        autoComplete="off"
      />
    </PersonalForm>
  );
}
