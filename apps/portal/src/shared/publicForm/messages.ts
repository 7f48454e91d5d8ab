import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// The frame of every public form (the contact forms, a used machine's inquiry): in the public
// forms' catalog part (`portal.publicForms.`), which their pages load.

export const formMessages = defineMessages({
  privacyConsent: {
    id: 'portal.publicForms.field.privacyConsent',
    defaultMessage:
      'Ich bin einverstanden, dass Lindner meine Angaben verarbeitet, um meine Anfrage zu beantworten.',
  },
  requiredHint: {
    id: 'portal.publicForms.requiredHint',
    defaultMessage: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  },
  notSent: { id: 'portal.publicForms.notSent', defaultMessage: 'Nicht gesendet' },
  generalError: {
    id: 'portal.publicForms.generalError',
    defaultMessage: 'Fehler aufgetreten. Bitte erneut versuchen',
  },
  sent: { id: 'portal.publicForms.sent', defaultMessage: 'Gesendet' },
});

export const privacyNoteMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.publicForms.privacyNote',
  defaultMessage:
    'Wie wir Deine Angaben verarbeiten, steht in unserer <link>Datenschutzerklärung</link>.',
});

/** The empty first choice of a list, before one is chosen. */
export const chooseMessage = defineMessage({
  id: 'portal.publicForms.choose',
  defaultMessage: 'Bitte auswählen',
});
