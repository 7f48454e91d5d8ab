import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFoundTitle: {
    id: 'portal.errorPage.notFound.title',
    defaultMessage: 'Fehler 404: Seite nicht gefunden',
  },
  notFoundText: {
    id: 'portal.errorPage.notFound.text',
    defaultMessage: 'Die Seite, die Du aufrufen wolltest, gibt es nicht.',
  },
  noLongerAvailableTitle: {
    id: 'portal.errorPage.noLongerAvailable.title',
    defaultMessage: 'Fehler 405: Seite nicht mehr verfügbar',
  },
  noLongerAvailableText: {
    id: 'portal.errorPage.noLongerAvailable.text',
    defaultMessage:
      'Diese Seite kann nicht mehr angezeigt werden. Vielleicht stammt Dein Lesezeichen von einer älteren Version, die Adresse enthält einen Tippfehler, oder die Seite wurde gelöscht oder verschoben.',
  },
  home: { id: 'portal.errorPage.home', defaultMessage: 'Zur Übersicht von Mein Lindner' },
  publicHome: { id: 'portal.errorPage.publicHome', defaultMessage: 'Zur Startseite' },
  usedMachines: {
    id: 'portal.errorPage.usedMachines',
    defaultMessage: 'Gebrauchtmaschinen suchen',
  },
  contact: { id: 'portal.errorPage.contact', defaultMessage: 'Kontakt aufnehmen' },
  waysOn: { id: 'portal.errorPage.waysOn', defaultMessage: 'Weiter zu' },
});
