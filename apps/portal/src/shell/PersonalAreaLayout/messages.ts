import { defineMessages } from 'react-intl';

/** The notice above a page of the personal area while it shows what the device has kept. */
export const offlineMessages = defineMessages({
  title: { id: 'portal.layout.offlineTitle', defaultMessage: 'Du bist offline' },
  text: {
    id: 'portal.layout.offlineText',
    defaultMessage:
      'Du siehst die zuletzt auf diesem Gerät geladenen Daten. Sobald Du wieder verbunden bist, wird alles aktualisiert.',
  },
});
