import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  title: {
    id: 'portal.home.title',
    defaultMessage: 'Traktoren und Transporter aus Tirol',
    description: 'The home page’s h1 and its name in the browser tab',
  },
  description: {
    id: 'portal.home.description',
    defaultMessage:
      'Das Kundenportal von Lindner: Händler finden, Achslast und Finanzierung berechnen, Kontakt aufnehmen und den eigenen Fuhrpark in Mein Lindner verwalten.',
  },
  intro: {
    id: 'portal.home.intro',
    defaultMessage:
      'Lintrac, Geotrac und Unitrac: Das Familienunternehmen Lindner baut in Kundl Traktoren und Transporter für steile Hänge, den Hof und den Gemeindedienst. Hier findest Du Deinen Händler, rechnest Achslasten und Finanzierung durch und verwaltest Deinen Fuhrpark.',
  },
  findDealer: { id: 'portal.home.findDealer', defaultMessage: 'Händler finden' },
  toPersonalArea: { id: 'portal.home.toPersonalArea', defaultMessage: 'Zu Mein Lindner' },
  teasersTitle: { id: 'portal.home.teasers.title', defaultMessage: 'Alles für Deinen Lindner' },
  dealerFinderTitle: {
    id: 'portal.home.teasers.dealerFinder.title',
    defaultMessage: 'Händlersuche',
  },
  dealerFinderText: {
    id: 'portal.home.teasers.dealerFinder.text',
    defaultMessage:
      'Vertriebs- und Servicepartner in Deiner Nähe, mit Karte, Öffnungszeiten und Ansprechpersonen.',
  },
  dealerFinderLink: {
    id: 'portal.home.teasers.dealerFinder.link',
    defaultMessage: 'Händler suchen',
  },
  axleLoadTitle: { id: 'portal.home.teasers.axleLoad.title', defaultMessage: 'Achslastrechner' },
  axleLoadText: {
    id: 'portal.home.teasers.axleLoad.text',
    defaultMessage:
      'Prüfe, ob Dein Lindner mit Front- und Heckanbaugerät innerhalb der zulässigen Achslasten und des Gesamtgewichts bleibt.',
  },
  axleLoadLink: { id: 'portal.home.teasers.axleLoad.link', defaultMessage: 'Achslast berechnen' },
  financeTitle: { id: 'portal.home.teasers.finance.title', defaultMessage: 'Finanzierungsrechner' },
  financeText: {
    id: 'portal.home.teasers.finance.text',
    defaultMessage:
      'Rechne Deinen neuen Lindner in Dritteln oder Fünfteln durch und frag die Finanzierung gleich an.',
  },
  financeLink: { id: 'portal.home.teasers.finance.link', defaultMessage: 'Finanzierung berechnen' },
  contactTitle: { id: 'portal.home.teasers.contact.title', defaultMessage: 'Kontakt' },
  contactText: {
    id: 'portal.home.teasers.contact.text',
    defaultMessage:
      'Fragen zu Modellen, Service oder Ersatzteilen? Schreib uns, wir melden uns bei Dir.',
  },
  contactLink: { id: 'portal.home.teasers.contact.link', defaultMessage: 'Nachricht schreiben' },
  personalAreaTitle: {
    id: 'portal.home.teasers.personalArea.title',
    defaultMessage: 'Mein Lindner',
  },
  personalAreaText: {
    id: 'portal.home.teasers.personalArea.text',
    defaultMessage:
      'Dein Fuhrpark mit Betriebsstunden und Verbrauch, TracLink-Lizenzen, Garantie und Fahrertrainings an einem Ort.',
  },
  personalAreaLink: {
    id: 'portal.home.teasers.personalArea.link',
    defaultMessage: 'Anmelden',
  },
});
