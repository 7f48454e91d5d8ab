import { Banner, Button } from '@lindner/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SubmitOutcome } from '../core/submitOutcome';
import * as styles from './Checkout.css';
import { messages } from './messages';

export function SubmitOutcomeNotice({
  outcome,
  onRetry,
  retrying,
}: {
  outcome: SubmitOutcome | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const intl = useIntl();
  if (!outcome) return null;
  if (outcome.kind === 'network') {
    return (
      <Banner tone="error">
        <p className={styles.text}>
          <FormattedMessage {...messages.networkError} />
        </p>
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </Banner>
    );
  }
  if (outcome.kind === 'pricesChanged') {
    return (
      <Banner tone="warning" title={intl.formatMessage(messages.pricesChanged)}>
        {outcome.message ? <p className={styles.text}>{outcome.message}</p> : null}
        <p className={styles.text}>
          <FormattedMessage {...messages.pricesChangedHint} />
        </p>
      </Banner>
    );
  }
  return (
    <Banner tone="error" title={intl.formatMessage(messages.refused)}>
      <p className={styles.text}>{outcome.message ?? intl.formatMessage(messages.generalError)}</p>
      {outcome.errors.other.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
    </Banner>
  );
}
