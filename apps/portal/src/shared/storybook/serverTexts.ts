import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { intlTag, loadMessages, toLocale, type Locale, type Messages } from '@lindner/i18n';
import { createIntl, type MessageDescriptor } from 'react-intl';

/**
 * What the API answers, in the story's language. The API writes its messages in the language
 * the page asks for, so a story that plays the server (a submit's outcome, a mocked response)
 * takes them from the same catalogs: the reference backend's own (its modules' texts.ts) and
 * @lindner/api's (field errors). A German literal would stay German while the toolbar says
 * French. Stories only: the portal itself never reads the backend's catalogs.
 */
const backendCatalogs = import.meta.glob<{ default: Messages }>(
  '../../../../api/src/messages/compiled/*.json',
);

const backendMessages = async (locale: Locale) => {
  const load = backendCatalogs[`../../../../api/src/messages/compiled/${locale}.json`];
  if (!load) throw new Error(`The API has no catalog for ${locale}`);
  return (await load()).default;
};

let current = createIntl({ locale: 'de', messages: {} });

/**
 * A loader for the stories that play the server: it reads the locale toolbar and loads the
 * API's messages in that language before the story renders.
 */
export const serverTextsLoader = async ({ globals }: { globals: Record<string, unknown> }) => {
  const locale = toLocale(globals.locale as string);
  const messages = {
    ...(await loadMessages(locale, [apiMessages, apiPersonalAreaMessages])),
    ...(await backendMessages(locale)),
  };
  current = createIntl({ locale: intlTag(locale), messages });
  return {};
};

/**
 * The API's message in the story's language: by its id in the backend's catalogs
 * (`server.newsletter.alreadySubscribed`) or by a shared descriptor (`fieldErrorMessages.zip`).
 * Call it when the mock answers (inside the handler), after `serverTextsLoader` has run.
 */
export function serverText(
  message: string | MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  const descriptor = typeof message === 'string' ? { id: message } : message;
  if (!current.messages[descriptor.id!] && !descriptor.defaultMessage) {
    throw new Error(`The API has no message ${descriptor.id}`);
  }
  return current.formatMessage(descriptor, values);
}
