import { Text } from '@lindner/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Facts, LegalList, LegalPage, LegalSection } from '../../LegalPage';
import * as styles from '../../legal.css';
import {
  cancellationFormRecipientMessage,
  cancellationMessages as messages,
  companyFigures,
  imprintMessages,
} from '../../messages';

/**
 * The cancellation policy (Widerrufsbelehrung) of the checkout: who may withdraw, within which
 * period, how, what follows, when the right ends early, and the model withdrawal form.
 */
export function CancellationPolicyPage() {
  const intl = useIntl();
  const text = (message: MessageDescriptor) => intl.formatMessage(message);
  const company = text(imprintMessages.company);
  const address = text(imprintMessages.address);
  const formFields = [
    messages.formOrdered,
    messages.formName,
    messages.formAddress,
    messages.formSignature,
    messages.formDate,
  ];
  return (
    <LegalPage title={messages.title} description={messages.description} intro={messages.intro}>
      <LegalSection title={text(messages.whoTitle)}>
        <LegalList items={[text(messages.whoConsumer), text(messages.whoBusiness)]} />
      </LegalSection>
      <LegalSection title={text(messages.rightTitle)}>
        <Text>{text(messages.rightText)}</Text>
      </LegalSection>
      <LegalSection title={text(messages.howTitle)}>
        <Text>{text(messages.howText)}</Text>
        <Facts
          items={[
            { label: text(imprintMessages.companyLabel), value: company },
            { label: text(imprintMessages.addressLabel), value: address },
            {
              label: text(imprintMessages.emailLabel),
              value: <a href={`mailto:${companyFigures.email}`}>{companyFigures.email}</a>,
            },
          ]}
        />
        <Text>{text(messages.howForm)}</Text>
      </LegalSection>
      <LegalSection title={text(messages.consequencesTitle)}>
        <Text>{text(messages.consequencesRefund)}</Text>
        <Text>{text(messages.consequencesMeans)}</Text>
        <Text>{text(messages.consequencesService)}</Text>
      </LegalSection>
      <LegalSection title={text(messages.expiryTitle)}>
        <Text>{text(messages.expiryText)}</Text>
        <LegalList items={[text(messages.expiryRequest), text(messages.expiryAcknowledgement)]} />
      </LegalSection>
      <LegalSection title={text(messages.formTitle)}>
        <Text>{text(messages.formIntro)}</Text>
        <div className={styles.modelForm}>
          <Text>
            {intl.formatMessage(cancellationFormRecipientMessage, {
              company,
              address,
              email: companyFigures.email,
            })}
          </Text>
          <Text>{text(messages.formStatement)}</Text>
          <span className={styles.fillLine} aria-hidden="true" />
          <ul className={styles.modelFormFields}>
            {formFields.map((field) => (
              <li key={field.id}>
                {text(field)}
                <span className={styles.fillLine} aria-hidden="true" />
              </li>
            ))}
          </ul>
          <Text size="small">{text(messages.formNote)}</Text>
        </div>
      </LegalSection>
    </LegalPage>
  );
}
