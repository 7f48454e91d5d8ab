import type { NewsLanguage } from '@lindner/api/schema';
import { languageOf, type Locale } from '@lindner/i18n';

/**
 * The `lang` an article's texts need on a page: none where they are in the page's language,
 * else their own (German, where no translation exists).
 */
export function textLangOf(textLanguage: NewsLanguage, locale: Locale): NewsLanguage | undefined {
  return textLanguage === languageOf(locale) ? undefined : textLanguage;
}
