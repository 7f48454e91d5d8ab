import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  text: { link: MessageTag };
  acceptAll: NoMessageValues;
  onlyNecessary: NoMessageValues;
  settings: NoMessageValues;
}>({
  title: { id: 'ui.cookieBanner.title', defaultMessage: 'Cookies und externe Inhalte' },
  text: {
    id: 'ui.cookieBanner.text',
    defaultMessage:
      'Wir verwenden technisch notwendige Cookies. Mit Deiner Zustimmung laden wir außerdem Karten, Videos und Statistik-Dienste von Drittanbietern. Du kannst Deine Wahl jederzeit ändern. Mehr dazu in unserer <link>Datenschutzerklärung</link>.',
  },
  acceptAll: { id: 'ui.cookieBanner.acceptAll', defaultMessage: 'Alle akzeptieren' },
  onlyNecessary: { id: 'ui.cookieBanner.onlyNecessary', defaultMessage: 'Nur notwendige' },
  settings: { id: 'ui.cookieBanner.settings', defaultMessage: 'Einstellungen' },
});

export const settingsMessages = defineMessages({
  title: { id: 'ui.cookieSettings.title', defaultMessage: 'Cookie-Einstellungen' },
  description: {
    id: 'ui.cookieSettings.description',
    defaultMessage:
      'Wähle, welche Inhalte und Dienste wir laden dürfen. Notwendige Cookies sind immer aktiv.',
  },
  save: { id: 'ui.cookieSettings.save', defaultMessage: 'Auswahl speichern' },
  close: { id: 'ui.cookieSettings.close', defaultMessage: 'Schließen' },
  necessaryName: {
    id: 'ui.cookieSettings.necessary.name',
    defaultMessage: 'Notwendig (immer aktiv)',
  },
  necessaryDescription: {
    id: 'ui.cookieSettings.necessary.description',
    defaultMessage: 'Für Anmeldung, Sprache und das Speichern dieser Auswahl.',
  },
  mapName: { id: 'ui.cookieSettings.map.name', defaultMessage: 'Karten' },
  mapDescription: {
    id: 'ui.cookieSettings.map.description',
    defaultMessage: 'Karten, zum Beispiel in der Händlersuche, von externen Kartendiensten.',
  },
  mediaName: { id: 'ui.cookieSettings.media.name', defaultMessage: 'Externe Medien' },
  mediaDescription: {
    id: 'ui.cookieSettings.media.description',
    defaultMessage: 'Videos und andere Inhalte von Plattformen wie YouTube.',
  },
  statisticsName: { id: 'ui.cookieSettings.statistics.name', defaultMessage: 'Statistik' },
  statisticsDescription: {
    id: 'ui.cookieSettings.statistics.description',
    defaultMessage: 'Anonyme Nutzungsstatistiken, mit denen wir die Website verbessern.',
  },
});
