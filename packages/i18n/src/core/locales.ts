export const locales = ['de', 'de-at', 'en', 'fr', 'fr-fr'] as const;

export type Locale = (typeof locales)[number];

/** German is the source language and the fallback of every other locale. */
export const fallbackLocale: Locale = 'de';

/** Regional locales hold only their differences over their parent. */
const parents: Partial<Record<Locale, Locale>> = { 'de-at': 'de', 'fr-fr': 'fr' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function toLocale(value: string | null | undefined): Locale {
  const lower = value?.toLowerCase();
  return isLocale(lower) ? lower : fallbackLocale;
}

export function parentLocale(locale: Locale): Locale | undefined {
  return parents[locale];
}

/** The chain of locales whose messages a locale reads, most specific first. */
export function localeChain(locale: Locale): Locale[] {
  const parent = parentLocale(locale);
  const chain: Locale[] = [locale];
  if (parent) chain.push(parent);
  if (!chain.includes(fallbackLocale)) chain.push(fallbackLocale);
  return chain;
}

/** The BCP 47 tag Intl expects: `de-at` becomes `de-AT`. */
export function intlTag(locale: Locale): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language as string);
}

/** The language part, for things translated per language only (de, en, fr). */
export function languageOf(locale: Locale): 'de' | 'en' | 'fr' {
  return locale.slice(0, 2) as 'de' | 'en' | 'fr';
}
