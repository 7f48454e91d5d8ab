import {
  checkoutFieldErrorMessages,
  fieldErrorMessages,
  type FieldErrorKey,
} from '@lindner/api/schema';
import { intlTag, useLocale } from '@lindner/i18n';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { periodMessage } from './messages';

export function usePeriodName() {
  const intl = useIntl();
  return (period: string) => intl.formatMessage(periodMessage, { period });
}

/** A field error key's text; a key without a text (a server's own) is shown as it is. */
export function useFieldErrorText() {
  const intl = useIntl();
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    const descriptor: MessageDescriptor | undefined =
      (checkoutFieldErrorMessages as Record<string, MessageDescriptor>)[key] ??
      (fieldErrorMessages as Record<FieldErrorKey, MessageDescriptor>)[key as FieldErrorKey];
    return descriptor ? intl.formatMessage(descriptor) : key;
  };
}

export function useCountryNames() {
  const locale = useLocale();
  return new Intl.DisplayNames([intlTag(locale)], { type: 'region' });
}
