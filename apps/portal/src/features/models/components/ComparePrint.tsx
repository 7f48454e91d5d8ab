import { Button, Text } from '@lindner/ui';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { compareMessages } from '../messages';

export interface ComparePrintProps {
  /** Prints the page; the browser's print by default. */
  onPrint?: () => void;
}

const noSubscription = () => () => undefined;

/** Whether the page runs in the browser with JavaScript (false on the server and in hydration). */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The comparison's Print: with JavaScript a button; without, the hint to the browser's own print
 * (the page's print stylesheet lays the table out on A4 landscape either way).
 */
export function ComparePrint({ onPrint = () => window.print() }: ComparePrintProps) {
  const intl = useIntl();
  return useInteractive() ? (
    <Button variant="secondary" size="small" onClick={onPrint}>
      {intl.formatMessage(compareMessages.print)}
    </Button>
  ) : (
    <Text size="small" tone="muted">
      {intl.formatMessage(compareMessages.printHint)}
    </Text>
  );
}
