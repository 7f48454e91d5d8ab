import { Button } from '@lindner/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './Checkout.css';
import { messages } from './messages';

export function SubmitButton({ submitting }: { submitting: boolean }) {
  return (
    <>
      <div className={styles.actions}>
        <Button type="submit" busy={submitting} disabled={submitting}>
          <FormattedMessage {...messages.submit} />
        </Button>
      </div>
      {submitting ? (
        <p className={styles.muted} role="status">
          <FormattedMessage {...messages.submitting} />
        </p>
      ) : null}
    </>
  );
}
