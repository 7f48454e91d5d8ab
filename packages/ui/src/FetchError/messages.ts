import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  message: {
    id: 'ui.fetchError.message',
    defaultMessage: 'Beim Laden der Daten ist ein Fehler aufgetreten.',
  },
  retry: { id: 'ui.fetchError.retry', defaultMessage: 'Erneut versuchen' },
});
