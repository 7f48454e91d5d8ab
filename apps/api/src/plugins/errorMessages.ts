import { defineMessages } from '@lindner/i18n/core';

/** The API's general messages in the caller's language; the portal shows them as they are. */
export const errorMessages = defineMessages({
  invalidInput: {
    id: 'server.error.invalidInput',
    defaultMessage: 'Bitte prüfe die markierten Felder.',
  },
  invalidBody: {
    id: 'server.error.invalidBody',
    defaultMessage: 'Die Anfrage enthält keine gültigen Daten.',
  },
  invalidJson: {
    id: 'server.error.invalidJson',
    defaultMessage: 'Die Anfrage ist kein gültiges JSON.',
  },
  notFound: { id: 'server.error.notFound', defaultMessage: 'Nicht gefunden.' },
  methodNotAllowed: {
    id: 'server.error.methodNotAllowed',
    defaultMessage: 'Diese Methode ist hier nicht erlaubt.',
  },
  unsupportedMediaType: {
    id: 'server.error.unsupportedMediaType',
    defaultMessage: 'Dieses Datenformat wird hier nicht angenommen.',
  },
  uriTooLong: {
    id: 'server.error.uriTooLong',
    description: 'An address (path or query string) longer than the server reads.',
    defaultMessage: 'Die Adresse ist zu lang.',
  },
  bodyTooLarge: { id: 'server.error.bodyTooLarge', defaultMessage: 'Die Anfrage ist zu groß.' },
  badRequest: {
    id: 'server.error.badRequest',
    description: 'Any other request the server cannot read.',
    defaultMessage: 'Die Anfrage ist ungültig.',
  },
  serverError: { id: 'server.error.serverError', defaultMessage: 'Es ist ein Fehler aufgetreten.' },
});
