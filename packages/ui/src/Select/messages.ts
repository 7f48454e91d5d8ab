import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Bitte auswählen' },
});
