import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Checkout.css';
import { Checkbox } from './Choice';
import { FieldError } from './Field';
import { useFieldErrorText } from './format';
import { termsMessage } from './messages';

/** The terms (AGB) and the cancellation policy, to accept before ordering. */
export function Terms({
  accepted,
  onAccept,
  missing,
  serverError,
  termsHref,
  cancellationPolicyHref,
}: {
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  /** An order was tried without accepting them. */
  missing: boolean;
  serverError?: string;
  termsHref: string;
  cancellationPolicyHref: string;
}) {
  const intl = useIntl();
  const fieldErrorText = useFieldErrorText();
  const errorId = `${useId()}-terms-error`;
  const error = serverError ?? (missing ? fieldErrorText('termsRequired') : undefined);
  const link = (href: string) => (chunks: ReactNode[]) => (
    <a className={styles.inlineLink} href={href} target="_blank" rel="noreferrer">
      {chunks}
    </a>
  );
  return (
    <div className={styles.field}>
      <Checkbox
        name="termsAccepted"
        checked={accepted}
        onChange={onAccept}
        errorId={error ? errorId : undefined}
      >
        <span>
          {intl.formatMessage(termsMessage, {
            terms: link(termsHref),
            policy: link(cancellationPolicyHref),
          })}
        </span>
      </Checkbox>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
