import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loggingOut: { id: 'portal.logout.progress', defaultMessage: 'Du wirst abgemeldet …' },
});
