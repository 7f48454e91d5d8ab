import { toLocale, type Locale } from '@lindner/i18n';
import { readSafeUrl } from '@lindner/ui';
import type { AxleLoadCalculatorProps } from './AxleLoadCalculator';

/** What a CMS page gives the widget, as data-attribute strings. */
export interface AxleLoadCalculatorMountOptions {
  locale?: string;
  /** The API's base address; models are fetched from `{apiBase}/{segment}/models`. */
  apiBase?: string;
  segment?: string;
  /** A model to pre-select, e.g. `lintrac-130`. */
  modelId?: string;
  /** `"false"` keeps the inputs out of the page's URL. */
  syncUrl?: string | boolean;
}

const isOff = (value: string | boolean | undefined) =>
  value === false || (typeof value === 'string' && /^(false|0|off|no)$/i.test(value.trim()));

/** Reads the CMS's options leniently: anything missing or unreadable falls back to the default. */
export function readMountOptions(options: AxleLoadCalculatorMountOptions): {
  locale: Locale;
  props: AxleLoadCalculatorProps;
} {
  return {
    locale: toLocale(options.locale?.trim().toLowerCase() ?? 'de'),
    props: {
      apiBase: readSafeUrl(options.apiBase),
      segment: options.segment?.trim() || 'portal',
      syncUrl: !isOff(options.syncUrl),
      initialValues: { modelId: options.modelId?.trim() ?? '' },
    },
  };
}
