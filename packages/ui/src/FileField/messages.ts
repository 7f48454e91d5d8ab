import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  choose: { id: 'ui.fileField.choose', defaultMessage: 'Datei auswählen' },
  noFile: { id: 'ui.fileField.noFile', defaultMessage: 'Keine Datei ausgewählt' },
  remove: { id: 'ui.fileField.remove', defaultMessage: 'Entfernen' },
});
