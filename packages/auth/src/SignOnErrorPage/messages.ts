import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'auth.signOnError.title', defaultMessage: 'Anmeldung gerade nicht möglich' },
  message: {
    id: 'auth.signOnError.message',
    defaultMessage:
      'Beim Verbinden mit der Anmeldung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
  },
  retry: { id: 'auth.signOnError.retry', defaultMessage: 'Erneut versuchen' },
});
