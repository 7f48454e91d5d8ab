import { Button, cx, Text } from '@lindner/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as styles from './ConfirmAction.css';

export interface ConfirmActionProps {
  /** The button that asks first, e.g. "Löschen". */
  label: string;
  /** Its accessible name where the label alone is ambiguous ("Tankstopp vom 3. 3. löschen"). */
  accessibleLabel?: string;
  /** The question, e.g. "Tankstopp vom 3. 3. löschen?". */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  /** `small` beside a list entry, `standard` among a card's buttons. */
  size?: 'small' | 'standard';
  /** Runs the action; resolves once it ended (the question closes on success). */
  onConfirm: () => Promise<boolean>;
  className?: string;
}

/**
 * A destructive action that asks first, in place: the question with "yes" and "cancel" opens
 * below the button and takes the focus; cancel (or Escape) gives it back to the button.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  confirmLabel,
  cancelLabel,
  size = 'small',
  onConfirm,
  className,
}: ConfirmActionProps) {
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
        size={size}
        className={className}
        aria-label={accessibleLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <div className={cx(styles.confirm, className)} role="group" aria-labelledby={questionId}>
      <Text id={questionId} weight="medium">
        {question}
      </Text>
      <div className={styles.actions}>
        <Button
          ref={confirmButton}
          size={size}
          busy={busy}
          onKeyDown={closeOnEscape}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
        <Button
          variant="secondary"
          size={size}
          disabled={busy}
          onKeyDown={closeOnEscape}
          onClick={() => setOpen(false)}
        >
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
