import { Container, Heading } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import * as styles from '../../accounts.css';
import { loyaltyCardIsland } from '../../islands/loyalty-card';
import type { LoyaltyCardLandingProps } from '../../LoyaltyCardLanding';
import { loyaltyCardMessages as messages } from '../../messages';

/** The landing of the loyalty card's QR code: whose card it is, looked up by its island. */
export function LoyaltyCardView(props: LoyaltyCardLandingProps) {
  const intl = useIntl();
  return (
    <Container className={styles.page}>
      <PageHead title={messages.title} description={messages.description} />
      <article className={styles.article}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(messages.title)}
        </Heading>
        <Island of={loyaltyCardIsland} props={props} />
      </article>
    </Container>
  );
}
