import { Button, Heading, Text } from '@lindner/ui';
import { FormattedMessage } from 'react-intl';
import { card, page } from './SignOnErrorPage.css';
import { messages } from './messages';

export interface SignOnErrorPageProps {
  /** Starts over; the portal reloads the page, as keycloak-js starts only once per page. */
  onRetry: () => void;
}

/** The whole page when keycloak-js could not start: the portal has not mounted yet. */
export function SignOnErrorPage({ onRetry }: SignOnErrorPageProps) {
  return (
    <main className={page}>
      <div className={card}>
        <Heading level={1} size="h3">
          <FormattedMessage {...messages.title} />
        </Heading>
        <Text size="standard">
          <FormattedMessage {...messages.message} />
        </Text>
        <Button onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </div>
    </main>
  );
}
