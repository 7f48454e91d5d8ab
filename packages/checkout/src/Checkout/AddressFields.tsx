import { profileCountries } from '@lindner/api/schema';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  invoiceAddressFields,
  type AddressErrors,
  type InvoiceAddressDraft,
  type InvoiceAddressField,
} from '../core';
import * as styles from './Checkout.css';
import { SelectInput, TextInput } from './Field';
import { useCountryNames, useFieldErrorText } from './format';
import { messages } from './messages';

const wide = `${styles.field} ${styles.wide}`;

const autoCompleteOf: Record<Exclude<InvoiceAddressField, 'country'>, string> = {
  company: 'organization',
  firstName: 'given-name',
  lastName: 'family-name',
  street: 'street-address',
  zip: 'postal-code',
  city: 'address-level2',
};

/** The invoice address typed; a field's error shows once it is left, or the order was tried. */
export function AddressFields({
  address,
  errors,
  serverErrors,
  onType,
  onLeave,
}: {
  address: InvoiceAddressDraft;
  errors: AddressErrors;
  serverErrors: Partial<Record<InvoiceAddressField, string>>;
  onType: (field: InvoiceAddressField, value: string) => void;
  onLeave: (field: InvoiceAddressField) => void;
}) {
  const intl = useIntl();
  const ids = useId();
  const fieldErrorText = useFieldErrorText();
  const countries = useCountryNames();
  return (
    <div className={styles.fields}>
      {invoiceAddressFields.map((field) => {
        const common = {
          id: `${ids}-${field}`,
          name: `invoiceAddress.${field}`,
          label: intl.formatMessage(messages[field]),
          value: address[field],
          error: serverErrors[field] ?? fieldErrorText(errors[field]),
          required: field !== 'company',
          className: field === 'street' || field === 'company' ? wide : styles.field,
          onChange: (value: string) => onType(field, value),
          onBlur: () => onLeave(field),
        };
        return field === 'country' ? (
          <SelectInput
            key={field}
            {...common}
            placeholder={intl.formatMessage(messages.chooseCountry)}
            options={profileCountries.map((code) => ({
              value: code,
              label: countries.of(code) ?? code,
            }))}
          />
        ) : (
          <TextInput key={field} {...common} autoComplete={autoCompleteOf[field]} />
        );
      })}
    </div>
  );
}
