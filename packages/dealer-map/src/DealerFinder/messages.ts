import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'dealerMap.title', defaultMessage: 'Händlersuche' },
  intro: {
    id: 'dealerMap.intro',
    defaultMessage:
      'Finde Lindner-Händler und Servicepartner in Deiner Nähe: nach Postleitzahl, Ort oder Deinem Standort.',
  },
  place: { id: 'dealerMap.place', defaultMessage: 'Postleitzahl oder Ort' },
  placeHint: {
    id: 'dealerMap.placeHint',
    defaultMessage: 'Zum Beispiel 4020 oder Linz. Leer lassen, um im ganzen Land zu suchen.',
  },
  country: { id: 'dealerMap.country', defaultMessage: 'Land' },
  radius: { id: 'dealerMap.radius', defaultMessage: 'Umkreis' },
  radiusAny: { id: 'dealerMap.radiusAny', defaultMessage: 'Ohne Einschränkung' },
  storeType: { id: 'dealerMap.storeType', defaultMessage: 'Händlerart' },
  storeTypeAny: { id: 'dealerMap.storeTypeAny', defaultMessage: 'Alle Händlerarten' },
  search: { id: 'dealerMap.search', defaultMessage: 'Händler suchen' },
  useLocation: { id: 'dealerMap.useLocation', defaultMessage: 'Meinen Standort verwenden' },
  // Geolocation, SPEC.md sections 4 and 8.
  locating: { id: 'dealerMap.locating', defaultMessage: 'Dein Standort wird ermittelt …' },
  located: {
    id: 'dealerMap.located',
    defaultMessage: 'Standort gefunden. Die Händler sind nach der Entfernung zu Dir sortiert.',
  },
  geolocationUnsupported: {
    id: 'dealerMap.geolocationUnsupported',
    defaultMessage:
      'Dein Browser kann Deinen Standort nicht bestimmen. Bitte suche nach Postleitzahl oder Ort.',
  },
  geolocationDenied: {
    id: 'dealerMap.geolocationDenied',
    defaultMessage:
      'Du hast den Zugriff auf Deinen Standort nicht erlaubt. Bitte suche nach Postleitzahl oder Ort, oder erlaube den Zugriff in den Einstellungen Deines Browsers.',
  },
  geolocationNoPosition: {
    id: 'dealerMap.geolocationNoPosition',
    defaultMessage:
      'Dein Standort ist gerade nicht verfügbar. Bitte suche nach Postleitzahl oder Ort.',
  },
  geolocationError: {
    id: 'dealerMap.geolocationError',
    defaultMessage:
      'Beim Ermitteln Deines Standorts ist ein Fehler aufgetreten. Bitte versuche es erneut oder suche nach Postleitzahl oder Ort.',
  },
  // Results.
  searching: { id: 'dealerMap.searching', defaultMessage: 'Händler werden gesucht …' },
  noDealers: {
    id: 'dealerMap.noDealers',
    defaultMessage:
      'Keine Händler gefunden. Vergrößere den Umkreis oder wähle eine andere Händlerart.',
  },
  unavailable: {
    id: 'dealerMap.unavailable',
    defaultMessage:
      'Die Händlersuche ist derzeit nicht verfügbar. Bitte versuche es später erneut.',
  },
  retry: { id: 'dealerMap.retry', defaultMessage: 'Erneut versuchen' },
  closed: { id: 'dealerMap.closed', defaultMessage: 'Geschlossen' },
  noHours: { id: 'dealerMap.noHours', defaultMessage: 'Öffnungszeiten auf Anfrage' },
  website: { id: 'dealerMap.website', defaultMessage: 'Website' },
  route: { id: 'dealerMap.route', defaultMessage: 'Route planen' },
  newTab: { id: 'dealerMap.newTab', defaultMessage: '(öffnet in einem neuen Tab)' },
  // Details.
  closeDetails: { id: 'dealerMap.closeDetails', defaultMessage: 'Details schließen' },
  contactPerson: { id: 'dealerMap.contactPerson', defaultMessage: 'Ansprechperson' },
  areaSalesManager: { id: 'dealerMap.areaSalesManager', defaultMessage: 'Gebietsverkaufsleiter' },
  openingHours: { id: 'dealerMap.openingHours', defaultMessage: 'Öffnungszeiten' },
  closedDay: { id: 'dealerMap.closedDay', defaultMessage: 'geschlossen' },
  diagnosis: { id: 'dealerMap.diagnosis', defaultMessage: 'Lindner-Diagnose in der Werkstatt' },
  certified: { id: 'dealerMap.certified', defaultMessage: 'Zertifizierter Lindner-Partner' },
  // Store types and legend.
  legend: { id: 'dealerMap.legend', defaultMessage: 'Legende' },
  reseller: { id: 'dealerMap.type.reseller', defaultMessage: 'Vertriebspartner' },
  servicePartner: { id: 'dealerMap.type.servicePartner', defaultMessage: 'Servicepartner' },
  municipalDealer: { id: 'dealerMap.type.municipalDealer', defaultMessage: 'Kommunalhändler' },
  baseDealer: { id: 'dealerMap.type.baseDealer', defaultMessage: 'Basishändler' },
  municipal: { id: 'dealerMap.municipal', defaultMessage: 'Kommunalangebot' },
  // Countries.
  AT: { id: 'dealerMap.country.AT', defaultMessage: 'Österreich' },
  DE: { id: 'dealerMap.country.DE', defaultMessage: 'Deutschland' },
  CH: { id: 'dealerMap.country.CH', defaultMessage: 'Schweiz' },
  IT: { id: 'dealerMap.country.IT', defaultMessage: 'Südtirol (Italien)' },
  SI: { id: 'dealerMap.country.SI', defaultMessage: 'Slowenien' },
  // The map.
  map: { id: 'dealerMap.map', defaultMessage: 'Karte der gefundenen Händler' },
  zoomIn: { id: 'dealerMap.zoomIn', defaultMessage: 'Karte vergrößern' },
  zoomOut: { id: 'dealerMap.zoomOut', defaultMessage: 'Karte verkleinern' },
  mapFailed: {
    id: 'dealerMap.mapFailed',
    defaultMessage: 'Die Karte kann gerade nicht angezeigt werden. Die Liste enthält alle Händler.',
  },
  yourPosition: { id: 'dealerMap.yourPosition', defaultMessage: 'Suchort' },
});

// Messages with values, typed (react-intl cannot infer them in a catalog this large).
export const radiusKmMessage = defineMessage<{ km: number }>({
  id: 'dealerMap.radiusKm',
  defaultMessage: '{km} km',
});

export const resultsNearMessage = defineMessage<{ count: number; place: string }>({
  id: 'dealerMap.resultsNear',
  defaultMessage:
    '{count, plural, one {# Händler} other {# Händler}} in der Nähe von {place}, der nächste zuerst',
});

export const resultsNearYouMessage = defineMessage<{ count: number }>({
  id: 'dealerMap.resultsNearYou',
  defaultMessage:
    '{count, plural, one {# Händler} other {# Händler}} in Deiner Nähe, der nächste zuerst',
});

/** `country` is the code: the preposition differs by country ("in der Schweiz", "au Tyrol"). */
export const resultsInCountryMessage = defineMessage<{ count: number; country: string }>({
  id: 'dealerMap.resultsInCountry',
  defaultMessage:
    '{count, plural, one {# Händler} other {# Händler}} {country, select, DE {in Deutschland} CH {in der Schweiz} IT {in Südtirol (Italien)} SI {in Slowenien} other {in Österreich}}',
});

export const distanceMessage = defineMessage<{ km: string }>({
  id: 'dealerMap.distance',
  defaultMessage: '{km} km entfernt',
});

export const openNowMessage = defineMessage<{ time: string }>({
  id: 'dealerMap.openNow',
  defaultMessage: 'Jetzt geöffnet, bis {time} Uhr',
});

export const closedNowMessage = defineMessage<{ day: string; time: string }>({
  id: 'dealerMap.closedNow',
  defaultMessage: 'Geschlossen, öffnet {day} um {time} Uhr',
});

export const closedTomorrowMessage = defineMessage<{ time: string }>({
  id: 'dealerMap.closedTomorrow',
  defaultMessage: 'Geschlossen, öffnet morgen um {time} Uhr',
});

export const closedTodayMessage = defineMessage<{ time: string }>({
  id: 'dealerMap.closedToday',
  defaultMessage: 'Geschlossen, öffnet um {time} Uhr',
});

export const timeRangeMessage = defineMessage<{ opens: string; closes: string }>({
  id: 'dealerMap.timeRange',
  defaultMessage: '{opens} – {closes}',
});

/** The label and, as `link`, the number or address to call or write to. */
export const phoneMessage = defineMessage<{ number: string; link: MessageTag }>({
  id: 'dealerMap.phone',
  defaultMessage: 'Telefon: <link>{number}</link>',
});

export const emailMessage = defineMessage<{ address: string; link: MessageTag }>({
  id: 'dealerMap.email',
  defaultMessage: 'E-Mail: <link>{address}</link>',
});

export const licencesMessage = defineMessage<{ licences: string }>({
  id: 'dealerMap.licences',
  defaultMessage: 'Lizenzen: {licences}',
});

export const municipalVariantMessage = defineMessage<{ type: string }>({
  id: 'dealerMap.municipalVariant',
  defaultMessage: '{type} mit Kommunalangebot',
});

/** ISO weekday 1–7 to a day name in the visitor's language, from a fixed Monday. */
export function weekdayName(locale: string, day: number, width: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}
