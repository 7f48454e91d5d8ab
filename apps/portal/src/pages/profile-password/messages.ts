import { defineMessages } from 'react-intl';

export const passwordMessages = defineMessages({
  text: {
    id: 'portal.password.text',
    defaultMessage:
      'Dein Passwort verwaltest Du im zentralen Lindner-Konto. Dort kannst Du es ändern und Deine Anmeldungen sehen.',
  },
  link: { id: 'portal.password.link', defaultMessage: 'Passwort im Lindner-Konto ändern' },
  back: {
    id: 'portal.password.back',
    defaultMessage: 'Von dort führt ein Link zurück zu Mein Lindner.',
  },
});
