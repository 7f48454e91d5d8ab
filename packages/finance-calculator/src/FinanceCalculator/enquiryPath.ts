import { languageOf, type Locale } from '@lindner/i18n';

/**
 * The portal's contact page, where the financing enquiry lives. The route table has no contact
 * route yet; these paths follow its `service-kontakt` / `service-contact` pattern.
 */
export function defaultEnquiryPath(locale: Locale): string {
  return languageOf(locale) === 'de'
    ? `/${locale}/service-kontakt/kontakt`
    : `/${locale}/service-contact/contact`;
}
