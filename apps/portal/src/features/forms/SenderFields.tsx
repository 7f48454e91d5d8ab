import { useLocale } from '@lindner/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SelectInput } from '../../shared/islandForm/choiceFields';
import { TextInput } from '../../shared/islandForm/fields';
import { textLimits } from './formRules';
import { fieldMessages } from './messages';
import { countryOptions } from './publicForms';

type SenderField = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'country';
type AddressField = 'street' | 'zip' | 'city';

export interface SenderFieldsProps {
  /**
   * Where the sender is, for an enquiry a dealer nearby answers: postal code and place
   * (`town`), or the street too (`full`); `required` when the form cannot do without them.
   */
  address?: { fields: 'town' | 'full'; required: boolean };
  /** Whether a phone number is needed (a visit is arranged by phone). */
  phoneRequired?: boolean;
}

/** Who writes: name, how to reach them, where from. */
export function SenderFields({ address, phoneRequired = false }: SenderFieldsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const label = (field: SenderField | AddressField) => intl.formatMessage(fieldMessages[field]);
  return (
    <>
      <TextInput
        name="firstName"
        label={label('firstName')}
        required
        maxLength={textLimits.firstName}
        autoComplete="given-name"
      />
      <TextInput
        name="lastName"
        label={label('lastName')}
        required
        maxLength={textLimits.lastName}
        autoComplete="family-name"
      />
      <TextInput
        name="email"
        type="email"
        label={label('email')}
        required
        maxLength={textLimits.email}
        autoComplete="email"
      />
      <TextInput
        name="phone"
        type="tel"
        label={label('phone')}
        required={phoneRequired}
        maxLength={textLimits.phone}
        autoComplete="tel"
      />
      <TextInput
        name="company"
        label={label('company')}
        maxLength={textLimits.company}
        autoComplete="organization"
      />
      <SelectInput name="country" label={label('country')} required options={countries} />
      {address?.fields === 'full' ? (
        <TextInput
          name="street"
          label={label('street')}
          required={address.required}
          maxLength={textLimits.street}
          autoComplete="street-address"
        />
      ) : null}
      {address ? (
        <>
          <TextInput
            name="zip"
            label={label('zip')}
            required={address.required}
            maxLength={textLimits.zip}
            autoComplete="postal-code"
          />
          <TextInput
            name="city"
            label={label('city')}
            required={address.required}
            maxLength={textLimits.city}
            autoComplete="address-level2"
          />
        </>
      ) : null}
    </>
  );
}
