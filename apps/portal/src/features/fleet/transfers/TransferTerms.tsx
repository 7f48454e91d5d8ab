import { Heading, Stack, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { transferMessages } from './messages';

const terms = [
  transferMessages.termFile,
  transferMessages.termWarranty,
  transferMessages.termLicence,
  transferMessages.termOrders,
] as const;

/** What goes with the vehicle and what ends, as the transfer carries it out. */
export function TransferTerms() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack space="xsmall" align="left">
      <Heading level={3} size="h4" id={headingId}>
        {intl.formatMessage(transferMessages.termsTitle)}
      </Heading>
      <ul aria-labelledby={headingId}>
        {terms.map((term) => (
          <li key={term.id}>
            <Text>{intl.formatMessage(term)}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
