import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  back: { id: 'ui.backLink.back', defaultMessage: 'Zurück' },
});
