import { localizePath, type Locale } from '@lindner/i18n';

/** The portal's financing enquiry page in the widget's language, which reads the plan's query. */
export function defaultEnquiryPath(locale: Locale): string {
  return localizePath('financing-enquiry', {}, locale);
}
