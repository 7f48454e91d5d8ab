import { fallbackLocale, locales, type Locale } from './locales';

/**
 * The first supported locale among explicit choices (`kc_locale`, `ui_locales`, a locale in a
 * path: each possibly a space-separated list), then a browser's Accept-Language by weight;
 * else the fallback. A region the portal lacks reads as its language (`fr-CA` is `fr`).
 */
export function negotiateLocale(
  choices: ReadonlyArray<string | null | undefined>,
  acceptLanguage?: string,
): Locale {
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

function supportedLocale(tag: string): Locale | undefined {
  const normalized = tag.trim().toLowerCase().replace('_', '-');
  const exact = locales.find((locale) => locale === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0];
  return locales.find((locale) => locale === language);
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
