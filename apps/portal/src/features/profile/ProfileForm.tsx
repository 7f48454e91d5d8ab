import { profileTextLimits, type ProfileInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { DateField, RadioGroup, Select, TextField } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PersonalForm } from '../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
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
 * completes the profile. Formats (e-mail, phone, postal code) are the server's to check: its
 * messages show at the form.
 */
export function ProfileForm({ saved, onSubmit }: ProfileFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const label = (field: ProfileField) => intl.formatMessage(profileFieldMessages[field]);
  const countries = useMemo(() => countryOptions(locale), [locale]);
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
        label={label('salutation')}
        options={[
          { value: 'female', label: intl.formatMessage(profileMessages.female) },
          { value: 'male', label: intl.formatMessage(profileMessages.male) },
        ]}
      />
      <TextField
        name="title"
        label={label('title')}
        maxLength={profileTextLimits.title}
        autoComplete="honorific-prefix"
      />
      <TextField
        name="firstName"
        label={label('firstName')}
        required
        maxLength={profileTextLimits.firstName}
        autoComplete="given-name"
      />
      <TextField
        name="lastName"
        label={label('lastName')}
        required
        maxLength={profileTextLimits.lastName}
        autoComplete="family-name"
      />
      <TextField
        name="email"
        type="email"
        label={label('email')}
        required
        maxLength={profileTextLimits.email}
        autoComplete="email"
      />
      <TextField
        name="phone"
        type="tel"
        label={label('phone')}
        maxLength={profileTextLimits.phone}
        autoComplete="tel"
      />
      <TextField
        name="mobile"
        type="tel"
        label={label('mobile')}
        maxLength={profileTextLimits.phone}
        autoComplete="tel"
      />
      <TextField
        name="fax"
        type="tel"
        label={label('fax')}
        maxLength={profileTextLimits.phone}
        autoComplete="off"
      />
      <TextField
        name="company"
        label={label('company')}
        maxLength={profileTextLimits.company}
        autoComplete="organization"
      />
      <TextField
        name="street"
        label={label('street')}
        maxLength={profileTextLimits.street}
        autoComplete="street-address"
      />
      <TextField
        name="zip"
        label={label('zip')}
        maxLength={profileTextLimits.zip}
        autoComplete="postal-code"
      />
      <TextField
        name="city"
        label={label('city')}
        maxLength={profileTextLimits.city}
        autoComplete="address-level2"
      />
      <Select name="country" label={label('country')} options={countries} />
      <DateField name="birthDate" label={label('birthDate')} />
      <TextField
        name="driverLicense"
        label={label('driverLicense')}
        maxLength={profileTextLimits.driverLicense}
        autoComplete="off"
      />
    </PersonalForm>
  );
}
