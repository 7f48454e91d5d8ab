import { mountWidget } from '@lindner/ui';
import { AxleLoadCalculator } from './AxleLoadCalculator';
import { axleLoadCalculatorMessages } from './messages';
import { readMountOptions, type AxleLoadCalculatorMountOptions } from './mountOptions';

export type { AxleLoadCalculatorMountOptions } from './mountOptions';

/**
 * Renders the axle-load calculator into a CMS page's element. Never throws: a failure shows the
 * widget's error block instead. Returns the function that unmounts it.
 */
export function mount(
  element: HTMLElement,
  options: AxleLoadCalculatorMountOptions = {},
): () => void {
  const { locale, props } = readMountOptions(options);
  return mountWidget(element, {
    name: 'Axle-load calculator',
    locale,
    catalogs: [axleLoadCalculatorMessages],
    render: () => <AxleLoadCalculator {...props} />,
  });
}
