import { defineMessage, defineMessages, type PrimitiveType } from 'react-intl';

/** The notice above a page of the personal area while it shows what the device has kept. */
export const offlineMessages = defineMessages({
  title: { id: 'portal.layout.offlineTitle', defaultMessage: 'Du bist offline' },
  text: {
    id: 'portal.layout.offlineText',
    defaultMessage:
      'Du siehst die zuletzt auf diesem Gerät geladenen Daten. Sobald Du wieder verbunden bist, wird alles aktualisiert.',
  },
});

/** The notifications area of the site's header: the contract items ending soon. */
export const notificationsMessages = defineMessages({
  title: { id: 'portal.layout.notifications.title', defaultMessage: 'Benachrichtigungen' },
  empty: { id: 'portal.layout.notifications.empty', defaultMessage: 'Keine Benachrichtigungen' },
  traclink: {
    id: 'portal.layout.notifications.traclink',
    defaultMessage: 'TracLink-Lizenz läuft bald ab',
  },
  warranty: {
    id: 'portal.layout.notifications.warranty',
    defaultMessage: 'Garantie läuft bald ab',
  },
});

/** The notifications button's accessible name, with the count it shows. */
export const notificationsButtonMessage = defineMessage<{ count: number }>({
  id: 'portal.layout.notifications.button',
  defaultMessage:
    '{count, plural, =0 {Benachrichtigungen} one {Benachrichtigungen, # aktuelle} other {Benachrichtigungen, # aktuelle}}',
  description: 'The accessible name of the header button that opens the notifications',
});

/** When a notified contract item ends. */
export const notificationValidToMessage = defineMessage<{ date: PrimitiveType }>({
  id: 'portal.layout.notifications.validTo',
  defaultMessage: 'Gültig bis {date}',
});
