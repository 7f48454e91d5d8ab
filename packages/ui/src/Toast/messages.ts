import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Schließen' },
  announcement: { id: 'ui.toast.announcement', defaultMessage: 'Benachrichtigung' },
  success: { id: 'ui.toast.success', defaultMessage: 'Erfolg:' },
  error: { id: 'ui.toast.error', defaultMessage: 'Fehler:' },
  info: { id: 'ui.toast.info', defaultMessage: 'Hinweis:' },
});

export const regionMessage = defineMessage<{ hotkey: string }>({
  id: 'ui.toast.region',
  defaultMessage: 'Benachrichtigungen ({hotkey})',
});
