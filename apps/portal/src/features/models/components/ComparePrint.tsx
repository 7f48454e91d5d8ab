import { Button, Text } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../../shared/useHydrated';
import { compareMessages } from '../messages';

export interface ComparePrintProps {
  /** Prints the page; the browser's print by default. */
  onPrint?: () => void;
}

/**
 * The comparison's Print: with JavaScript a button; without, the hint to the browser's own print
 * (the page's print stylesheet lays the table out on A4 landscape either way).
 */
export function ComparePrint({ onPrint = () => window.print() }: ComparePrintProps) {
  const intl = useIntl();
  return useHydrated() ? (
    <Button variant="secondary" size="small" onClick={onPrint}>
      {intl.formatMessage(compareMessages.print)}
    </Button>
  ) : (
    <Text size="small" tone="muted">
      {intl.formatMessage(compareMessages.printHint)}
    </Text>
  );
}
