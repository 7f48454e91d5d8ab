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

/** Samples by their German text: a story's args are German, the canvas speaks the toolbar's. */
export type Samples = Record<string, Sample>;

const translate = (value: unknown, samples: Samples, locale: Locale): unknown => {
  if (typeof value === 'string') return samples[value] ? sampleFor(samples[value], locale) : value;
  if (Array.isArray(value)) return value.map((each) => translate(each, samples, locale));
  if (value !== null && typeof value === 'object' && 'label' in value) {
    return { ...value, label: translate(value.label, samples, locale) };
  }
  return value;
};

/**
 * A story's args in the toolbar's language, for a `render`: each string arg (and each option's
 * label) whose German text has a sample takes the sample's text in that locale. The field's own
 * messages come in that language, so its label, hint and options must too.
 */
export function argsInLocale<Args extends object>(args: Args, samples: Samples, locale: Locale) {
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [name, translate(value, samples, locale)]),
  ) as Args;
}
