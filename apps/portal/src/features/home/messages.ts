import { defineMessage, defineMessages } from 'react-intl';

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
  seriesTitle: { id: 'portal.home.series.title', defaultMessage: 'Die Baureihen' },
  seriesIntro: {
    id: 'portal.home.series.intro',
    defaultMessage: 'Drei Baureihen, gebaut in Kundl: für das Feld, den Berg und die Gemeinde.',
  },
  seriesLintrac: {
    id: 'portal.home.series.lintrac',
    defaultMessage: 'Der stufenlose Standardtraktor mit Allradlenkung für Hof, Feld und Wiese.',
  },
  seriesGeotrac: {
    id: 'portal.home.series.geotrac',
    defaultMessage: 'Der robuste Allrounder für Grünland, Forst und Kommunaldienst.',
  },
  seriesUnitrac: {
    id: 'portal.home.series.unitrac',
    defaultMessage: 'Der Transporter für steile Hänge, Winterdienst und Gemeindearbeit.',
  },
  seriesAll: { id: 'portal.home.series.all', defaultMessage: 'Alle Modelle ansehen' },
  offersTitle: { id: 'portal.home.offers.title', defaultMessage: 'Angebote des Monats' },
  offersIntro: {
    id: 'portal.home.offers.intro',
    defaultMessage: 'Ausgewählte Maschinen aus der Gebrauchtmaschinenbörse, nur diesen Monat.',
  },
  offerPriceOnRequest: {
    id: 'portal.home.offers.priceOnRequest',
    defaultMessage: 'Preis auf Anfrage',
  },
  offersAll: { id: 'portal.home.offers.all', defaultMessage: 'Alle Gebrauchtmaschinen' },
  eventsTitle: { id: 'portal.home.events.title', defaultMessage: 'Nächste Veranstaltungen' },
  eventsEmpty: {
    id: 'portal.home.events.empty',
    defaultMessage: 'Gerade ist keine Veranstaltung geplant. Schau bald wieder vorbei.',
  },
  eventOnline: { id: 'portal.home.events.online', defaultMessage: 'Online' },
  eventsAll: { id: 'portal.home.events.all', defaultMessage: 'Alle Veranstaltungen' },
});

export const seriesModelCountMessage = defineMessage<{ count: number }>({
  id: 'portal.home.series.modelCount',
  defaultMessage: '{count, plural, one {# Modell} other {# Modelle}}',
  description: 'How many models a series has, on its card',
});

export const offerNameMessage = defineMessage<{ manufacturer: string; model: string }>({
  id: 'portal.home.offers.name',
  defaultMessage: '{manufacturer} {model}',
  description: 'A used machine’s name on its card, e.g. “Lindner Lintrac 110”',
});

export const offerYearMessage = defineMessage<{ year: string }>({
  id: 'portal.home.offers.year',
  defaultMessage: 'Baujahr {year}',
});

export const offerHoursMessage = defineMessage<{ hours: number }>({
  id: 'portal.home.offers.hours',
  defaultMessage: '{hours, number} Betriebsstunden',
});
