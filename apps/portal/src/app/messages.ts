import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'portal.app.title', defaultMessage: 'Mein Lindner' },
});
