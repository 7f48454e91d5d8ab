import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl, createIntlCache, type IntlConfig, type IntlShape } from '@formatjs/intl';
import {
  fallbackLocale,
  intlTag,
  locales,
  type Locale,
  type MessageDescriptor,
} from '@lindner/i18n/core';

/**
 * The server's texts come from the same formatjs catalogs as the portal's: the German source in
 * `defineMessages` beside the code that sends them, the other languages in src/messages/*.json,
 * checked and compiled by `npm run messages` (scripts/messages.mjs). Field errors are
 * @lindner/api's `fieldErrorMessages`, formatted from that package's compiled catalogs, so that
 * client and server word them alike.
 */

/** ICU arguments of a message (`Hallo {name},`). */
export type MessageValues = Record<string, string | number | Date>;

export interface Texts {
  readonly locale: Locale;
  /** A message in this locale, its arguments filled in. */
  t(descriptor: MessageDescriptor, values?: MessageValues): string;
  /** A date (and time) as this locale writes it. */
  dateTime(date: Date, options: Intl.DateTimeFormatOptions): string;
}

type Catalog = IntlConfig['messages'];

/** Compiled catalogs of this server (src/messages/compiled). */
const serverCatalogs = fileURLToPath(new URL('../messages/compiled/', import.meta.url));

/** Compiled catalogs of @lindner/api, whose field error messages the server sends. */
function apiPackageCatalogs(): string {
  const manifest = createRequire(import.meta.url).resolve('@lindner/api/package.json');
  return join(dirname(manifest), 'src/messages/compiled');
}

function readCatalog(file: string): Catalog {
  if (!existsSync(file)) {
    throw new Error(
      `The compiled message catalog ${file} is missing: run npm run messages (scripts/messages.mjs) first.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

/** Every locale's catalog; `de-at` and `fr-fr` are compiled over their parent already. */
function readCatalogs(): Record<Locale, Catalog> {
  const apiDir = apiPackageCatalogs();
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        ...readCatalog(join(apiDir, `${locale}.json`)),
        ...readCatalog(join(apiDir, `personal-area-${locale}.json`)),
        ...readCatalog(join(serverCatalogs, `${locale}.json`)),
      },
    ]),
  ) as Record<Locale, Catalog>;
}

let loaded: Record<Locale, Texts> | undefined;

/**
 * Reads the compiled catalogs (once; later calls return what was read). The server calls it when
 * it starts, so a missing catalog stops it at once rather than at its first error message.
 */
export function loadTexts(): Record<Locale, Texts> {
  if (loaded) return loaded;
  const catalogs = readCatalogs();
  const cache = createIntlCache();
  const texts = (locale: Locale): Texts => {
    const intl: IntlShape = createIntl(
      {
        locale: intlTag(locale),
        defaultLocale: intlTag(fallbackLocale),
        messages: catalogs[locale],
        onError: (error) => {
          // A message the compiled catalogs lack: they are older than the source.
          throw new Error(`${error.message} (run npm run messages to compile the catalogs)`, {
            cause: error,
          });
        },
      },
      cache,
    );
    return {
      locale,
      t: (descriptor, values) => String(intl.formatMessage(descriptor, values)),
      dateTime: (date, options) => intl.formatDate(date, options),
    };
  };
  loaded = Object.fromEntries(locales.map((locale) => [locale, texts(locale)])) as Record<
    Locale,
    Texts
  >;
  return loaded;
}

/** The texts of a locale. */
export function textsFor(locale: Locale): Texts {
  return loadTexts()[locale];
}
