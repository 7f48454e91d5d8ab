import { ButtonAnchor, Container, Heading, Text } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import * as styles from '../../accounts.css';
import { accountDeletedMessages as messages } from '../../messages';

export interface AccountDeletedViewProps {
  homeHref: string;
  registrationHref: string;
}

/** Where the sign-on provider returns after the account's deletion and the sign-out. */
export function AccountDeletedView({ homeHref, registrationHref }: AccountDeletedViewProps) {
  const intl = useIntl();
  return (
    <Container className={styles.page}>
      <PageHead title={messages.title} description={messages.description} />
      <article className={styles.article}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(messages.title)}
        </Heading>
        <Text className={styles.intro}>{intl.formatMessage(messages.text)}</Text>
        <div className={styles.actions}>
          <ButtonAnchor href={homeHref}>{intl.formatMessage(messages.home)}</ButtonAnchor>
          <ButtonAnchor href={registrationHref} variant="secondary">
            {intl.formatMessage(messages.register)}
          </ButtonAnchor>
        </div>
      </article>
    </Container>
  );
}
