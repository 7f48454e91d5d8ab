import { mountWidget } from '@lindner/ui';
import { FinanceCalculator } from './FinanceCalculator';
import { messages } from './FinanceCalculator/messages';
import { financeCalculatorMessages } from './messages';
import { readMountOptions, type FinanceCalculatorMountOptions } from './mountOptions';

export type { FinanceCalculatorMountOptions } from './mountOptions';

/**
 * Renders the finance calculator into a CMS page's element. Never throws: a failure shows the
 * widget's error block. Returns the unmount function.
 */
export function mount(
  element: HTMLElement,
  options: FinanceCalculatorMountOptions = {},
): () => void {
  const { locale, props } = readMountOptions(options);
  return mountWidget(element, {
    name: 'Finance calculator',
    locale,
    catalogs: [financeCalculatorMessages],
    render: () => <FinanceCalculator {...props} />,
    errorMessage: messages.error,
  });
}
