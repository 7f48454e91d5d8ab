import { defineMessages } from 'react-intl';

// The ids are SPEC.md's translation keys, without the package prefix.
export const messages = defineMessages({
  generalError: {
    id: 'notifications.error.general',
    defaultMessage: 'Es ist ein Fehler aufgetreten.',
  },
  generalSuccess: {
    id: 'notifications.success.general',
    defaultMessage: 'Erfolgreich gespeichert.',
  },
});
