import { ButtonAnchor, Container, Heading, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import * as styles from '../../accounts.css';
import { registrationMessages as messages } from '../../messages';

export interface RegistrationViewProps {
  /** The sign-on provider's registration form. */
  registerHref: string;
  /** The personal area, which asks to sign in first. */
  signInHref: string;
}

const offers = [
  messages.offerFleet,
  messages.offerContracts,
  messages.offerNews,
  messages.offerMarketplace,
  messages.offerProfile,
];

/** The registration landing: what the personal area offers, and the ways to register or sign in. */
export function RegistrationView({ registerHref, signInHref }: RegistrationViewProps) {
  const intl = useIntl();
  const offersId = useId();
  const howId = useId();
  return (
    <Container className={styles.page}>
      <PageHead title={messages.title} description={messages.description} />
      <article className={styles.article}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(messages.title)}
        </Heading>
        <Text className={styles.intro}>{intl.formatMessage(messages.intro)}</Text>
        <section aria-labelledby={offersId} className={styles.section}>
          <Heading level={2} size="h3" id={offersId}>
            {intl.formatMessage(messages.offersHeading)}
          </Heading>
          <ul className={styles.offers}>
            {offers.map((offer) => (
              <li key={offer.id}>{intl.formatMessage(offer)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={howId} className={styles.section}>
          <Heading level={2} size="h3" id={howId}>
            {intl.formatMessage(messages.howHeading)}
          </Heading>
          <Text>{intl.formatMessage(messages.how)}</Text>
        </section>
        <div className={styles.actions}>
          <ButtonAnchor href={registerHref}>{intl.formatMessage(messages.register)}</ButtonAnchor>
          <ButtonAnchor href={signInHref} variant="secondary">
            {intl.formatMessage(messages.signIn)}
          </ButtonAnchor>
        </div>
      </article>
    </Container>
  );
}
