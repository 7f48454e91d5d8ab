import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dismiss: { id: 'ui.banner.dismiss', defaultMessage: 'Hinweis ausblenden' },
});
