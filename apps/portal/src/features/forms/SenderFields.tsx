import { formTextLimits, profileTextLimits } from '@lindner/api/schema';
import { Select, TextField, type Validator } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../shared/locale/usePageLocale';
import { fieldMessages } from './messages';
import { countryOptions } from './publicForms';

type SenderField = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'country';
type AddressField = 'zip' | 'city';

export interface SenderFieldsProps {
  checks: Record<SenderField, Validator> & Partial<Record<AddressField, Validator>>;
  /** Postal code and place as well, for an enquiry a dealer nearby answers. */
  withAddress?: boolean;
}

/** Who writes: name, how to reach them, where from. */
export function SenderFields({ checks, withAddress = false }: SenderFieldsProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const label = (field: SenderField | AddressField) => intl.formatMessage(fieldMessages[field]);
  return (
    <>
      <TextField
        name="firstName"
        label={label('firstName')}
        required
        check={checks.firstName}
        maxLength={formTextLimits.firstName}
        autoComplete="given-name"
      />
      <TextField
        name="lastName"
        label={label('lastName')}
        required
        check={checks.lastName}
        maxLength={formTextLimits.lastName}
        autoComplete="family-name"
      />
      <TextField
        name="email"
        type="email"
        label={label('email')}
        required
        check={checks.email}
        maxLength={formTextLimits.email}
        autoComplete="email"
      />
      <TextField
        name="phone"
        type="tel"
        label={label('phone')}
        check={checks.phone}
        maxLength={formTextLimits.phone}
        autoComplete="tel"
      />
      <TextField
        name="company"
        label={label('company')}
        check={checks.company}
        maxLength={formTextLimits.company}
        autoComplete="organization"
      />
      <Select
        name="country"
        label={label('country')}
        required
        check={checks.country}
        options={countries}
      />
      {withAddress ? (
        <>
          <TextField
            name="zip"
            label={label('zip')}
            check={checks.zip}
            maxLength={profileTextLimits.zip}
            autoComplete="postal-code"
          />
          <TextField
            name="city"
            label={label('city')}
            check={checks.city}
            maxLength={formTextLimits.city}
            autoComplete="address-level2"
          />
        </>
      ) : null}
    </>
  );
}
