import { defineMessage, defineMessages } from 'react-intl';

export const formMessages = defineMessages({
  save: { id: 'portal.form.save', defaultMessage: 'Speichern' },
  saved: { id: 'portal.form.saved', defaultMessage: 'Gespeichert' },
  draftRestored: {
    id: 'portal.form.draftRestored',
    defaultMessage: 'Deine noch nicht gespeicherten Eingaben wurden wiederhergestellt.',
  },
  discardDraft: { id: 'portal.form.discardDraft', defaultMessage: 'Eingaben verwerfen' },
  requiredHint: {
    id: 'portal.form.requiredHint',
    defaultMessage: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  },
  serverErrorTitle: {
    id: 'portal.form.serverErrorTitle',
    defaultMessage: 'Nicht gespeichert',
  },
  generalError: {
    id: 'portal.form.generalError',
    defaultMessage: 'Fehler aufgetreten. Bitte erneut versuchen',
  },
});

/**
 * The success notice of SPEC.md section 8 that @lindner/api does not have (its
 * `profileSettingsSuccessMessages` hold those of the profile, the image and the settings).
 */
export const savedNotices = defineMessages({
  farm: { id: 'portal.notice.farmSaved', defaultMessage: 'Hofdaten gespeichert.' },
});

export const fieldErrorMessage = defineMessage<{ field: string; message: string }>({
  id: 'portal.form.fieldError',
  defaultMessage: '{field}: {message}',
});
