import { Button } from '@lindner/ui';
import { FormattedMessage } from 'react-intl';
import { card, page, text, title } from './SignOnErrorPage.css';
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
        <h1 className={title}>
          <FormattedMessage {...messages.title} />
        </h1>
        <p className={text}>
          <FormattedMessage {...messages.message} />
        </p>
        <Button onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </div>
    </main>
  );
}
