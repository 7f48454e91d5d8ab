import { mountWidget } from '@lindner/ui';
import { DealerFinder } from './DealerFinder';
import { dealerMapMessages } from './messages';
import { readMountOptions, type DealerMapMountOptions } from './mountOptions';

export type { DealerMapMountOptions } from './mountOptions';

/**
 * Renders the dealer finder into a CMS page's element. Never throws: a failure shows the
 * widget's error block instead. Returns the function that unmounts it.
 */
export function mount(element: HTMLElement, options: DealerMapMountOptions = {}): () => void {
  const { locale, props } = readMountOptions(options);
  return mountWidget(element, {
    name: 'Dealer finder',
    locale,
    catalogs: [dealerMapMessages],
    render: () => <DealerFinder {...props} />,
  });
}
