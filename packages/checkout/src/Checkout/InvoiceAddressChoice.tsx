import type { Dispatch } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AddressChoice, CheckoutPage, CheckoutPageAction } from '../core/checkoutPage';
import { AddressFields } from './AddressFields';
import * as styles from './Checkout.css';
import { Checkbox } from './Choice';
import { FieldError } from './Field';
import { useCountryNames } from './format';
import { messages } from './messages';
import { Section } from './Section';

/** The invoice goes to the profile's address, or to one typed here. */
export function InvoiceAddressChoice({
  choice,
  page,
  dispatch,
}: {
  choice: AddressChoice;
  page: CheckoutPage;
  dispatch: Dispatch<CheckoutPageAction>;
}) {
  const countries = useCountryNames();
  const { profileAddress, shown } = choice;
  return (
    <Section title={messages.addressSection}>
      {choice.forced ? (
        <p className={styles.text}>
          <FormattedMessage {...messages.profileAddressIncomplete} />
        </p>
      ) : profileAddress ? (
        <>
          <p className={styles.text}>
            <FormattedMessage {...messages.profileAddress} />
          </p>
          <address className={styles.address}>
            {[
              profileAddress.company,
              `${profileAddress.firstName} ${profileAddress.lastName}`,
              profileAddress.street,
              `${profileAddress.zip} ${profileAddress.city}`,
              countries.of(profileAddress.country),
            ]
              .filter(Boolean)
              .join('\n')}
          </address>
          <Checkbox
            name="differentAddress"
            checked={page.form.differentAddress}
            onChange={(different) => dispatch({ type: 'chooseDifferentAddress', different })}
          >
            <FormattedMessage {...messages.differentAddress} />
          </Checkbox>
        </>
      ) : null}
      <FieldError error={page.serverErrors.invoiceAddress} />
      {choice.open ? (
        <AddressFields
          address={shown}
          errors={page.addressErrors}
          serverErrors={page.serverErrors.address}
          onType={(field, value) => dispatch({ type: 'typeAddress', address: shown, field, value })}
          onLeave={(field) => dispatch({ type: 'leaveAddressField', address: shown, field })}
        />
      ) : null}
    </Section>
  );
}
