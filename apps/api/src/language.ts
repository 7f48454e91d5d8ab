/** The portal's locales; German is the fallback. */
export const portalLocales = ['de', 'de-at', 'en', 'fr', 'fr-fr'] as const;
export type PortalLocale = (typeof portalLocales)[number];

/** Texts exist per language; de-at and fr-fr read the de and fr texts. */
export type TextLanguage = 'de' | 'en' | 'fr';

const fallbackLocale: PortalLocale = 'de';

/**
 * The first supported locale among explicit choices (`kc_locale`, `ui_locales`, each possibly a
 * space-separated list), then the browser's Accept-Language by weight; else German.
 */
export function pickLocale(
  choices: ReadonlyArray<string | undefined>,
  acceptLanguage?: string,
): PortalLocale {
  const candidates = [
    ...choices.flatMap((choice) => choice?.split(/\s+/) ?? []),
    ...byWeight(acceptLanguage ?? ''),
  ];
  for (const candidate of candidates) {
    const locale = supportedLocale(candidate);
    if (locale) return locale;
  }
  return fallbackLocale;
}

export function textLanguage(locale: PortalLocale): TextLanguage {
  return locale.startsWith('de') ? 'de' : locale.startsWith('fr') ? 'fr' : 'en';
}

/** `de-at` → `de-AT`, for the html element's lang attribute. */
export function languageTag(locale: PortalLocale): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : locale;
}

function supportedLocale(tag: string): PortalLocale | undefined {
  const normalized = tag.trim().toLowerCase().replace('_', '-');
  const exact = portalLocales.find((locale) => locale === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0];
  return portalLocales.find((locale) => locale === language);
}

function byWeight(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith('q='));
      return { tag: tag.trim(), weight: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
