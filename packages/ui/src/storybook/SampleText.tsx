/**
 * Sample content of the design system's stories in the language the toolbar's globe chose, so
 * that a component's own texts (ui messages) and the sample around them never mix languages.
 * Stories only: product texts are messages of their package.
 */
import { useLocale, type Locale } from '@lindner/i18n';

/** A sample in German (the source), English and French; Austrian and France French as they differ. */
export type Sample = { de: string; en: string; fr: string } & Partial<Record<Locale, string>>;

export function sampleFor(sample: Sample, locale: Locale): string {
  return (
    sample[locale] ??
    (locale.startsWith('fr') ? sample.fr : locale === 'en' ? sample.en : sample.de)
  );
}

/** The sample in the story's locale, for a `children` or other `ReactNode` arg. */
export function SampleText(sample: Sample) {
  return <>{sampleFor(sample, useLocale())}</>;
}
