import { Button, Text } from '@lindner/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './classifiedAds.css';
import { manageMessages } from './messages';

export interface ConfirmDeleteProps {
  /** Its accessible name: the visible "Löschen" alone is ambiguous in a list of ads. */
  accessibleLabel: string;
  /** The question, naming what goes. */
  question: string;
  /** Deletes; resolves with whether it happened (the question closes then). */
  onConfirm: () => Promise<boolean>;
}

/**
 * Deleting asks first, in place: the question with "yes" and "cancel" opens below the button
 * and takes the focus; cancel (or Escape) gives it back to the button.
 */
export function ConfirmDelete({ accessibleLabel, question, onConfirm }: ConfirmDeleteProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) confirmButton.current?.focus();
    else if (wasOpen.current) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) setOpen(false);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) setOpen(false);
  };

  if (!open) {
    return (
      <Button
        ref={trigger}
        variant="secondary"
        aria-label={accessibleLabel}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(manageMessages.delete)}
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId}>
      <Text id={questionId} weight="medium">
        {question}
      </Text>
      <div className={styles.actions}>
        <Button
          ref={confirmButton}
          busy={busy}
          onKeyDown={closeOnEscape}
          onClick={() => void confirm()}
        >
          {intl.formatMessage(manageMessages.confirmDelete)}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onKeyDown={closeOnEscape}
          onClick={() => setOpen(false)}
        >
          {intl.formatMessage(manageMessages.cancel)}
        </Button>
      </div>
    </div>
  );
}
