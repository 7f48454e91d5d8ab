import type { MachineQueryProblem } from '@lindner/api/schema';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';

/**
 * Why a search was refused (`GET /machines`, a saved search's query): the field errors keyed by
 * the `MachineQueryProblem`, each naming the filter as the list labels it.
 */
export const machineQueryMessages = defineMessages({
  type: {
    id: 'server.machines.query.type',
    defaultMessage:
      'Der Filter „Maschinentyp“ kennt nur Gebraucht-, Vorführ- und Neumaschinen (used, demo, new).',
  },
  class: {
    id: 'server.machines.query.class',
    defaultMessage:
      'Der Filter „Fahrzeugart“ kennt nur Traktor, Transporter und Anbaugerät (tractor, transporter, attachment).',
  },
  model: {
    id: 'server.machines.query.model',
    defaultMessage: 'Der Filter „Modell“ enthält eine ungültige Modellkennung.',
  },
  country: {
    id: 'server.machines.query.country',
    defaultMessage: 'Der Filter „Land“ kennt nur AT, DE, CH, IT und SI.',
  },
  equipment: {
    id: 'server.machines.query.equipment',
    defaultMessage: 'Der Filter „Ausstattung“ enthält eine unbekannte Ausstattung.',
  },
  hours: {
    id: 'server.machines.query.hours',
    defaultMessage:
      'Der Filter „Betriebsstunden“ braucht ganze Zahlen bis 1000000; das Minimum darf nicht über dem Maximum liegen.',
  },
  hp: {
    id: 'server.machines.query.hp',
    defaultMessage:
      'Der Filter „PS“ braucht ganze Zahlen bis 2000; das Minimum darf nicht über dem Maximum liegen.',
  },
  year: {
    id: 'server.machines.query.year',
    defaultMessage:
      'Der Filter „Baujahr“ braucht Jahreszahlen von 1900 bis 2100; das früheste darf nicht nach dem spätesten liegen.',
  },
  price: {
    id: 'server.machines.query.price',
    defaultMessage:
      'Der Filter „Preis“ kennt nur die Bereiche bis 50 000, 250 000, 400 000 und 500 000 € sowie über 500 000 €.',
  },
  offer: {
    id: 'server.machines.query.offer',
    defaultMessage: 'Der Filter „Angebot“ kennt nur topOffer, offerOfTheMonth, normal und bargain.',
  },
  zip: {
    id: 'server.machines.query.zip',
    defaultMessage: 'Die Postleitzahl im Filter „Entfernung“ ist ungültig.',
  },
  coordinates: {
    id: 'server.machines.query.coordinates',
    defaultMessage:
      'Der Standort im Filter „Entfernung“ ist ungültig: Bitte gib Breite (−90 bis 90) und Länge (−180 bis 180) an.',
  },
  radius: {
    id: 'server.machines.query.radius',
    defaultMessage:
      'Der Umkreis im Filter „Entfernung“ muss eine ganze Zahl von 1 bis 1000 km sein und braucht eine Postleitzahl oder einen Standort.',
  },
  sort: {
    id: 'server.machines.query.sort',
    defaultMessage: 'Die Sortierung kennt nur priceAsc, priceDesc, dateDesc und dateAsc.',
  },
  page: {
    id: 'server.machines.query.page',
    defaultMessage: 'Die Seite muss eine ganze Zahl ab 1 sein.',
  },
  size: {
    id: 'server.machines.query.size',
    defaultMessage: 'Die Seitengröße muss 12, 24 oder 48 sein.',
  },
}) satisfies Record<MachineQueryProblem, MessageDescriptor>;

export const machineMessages = defineMessages({
  unknownZip: {
    id: 'server.machines.unknownZip',
    defaultMessage: 'Zu der Postleitzahl im Filter „Entfernung“ ist uns kein Ort bekannt.',
  },
  notFound: {
    id: 'server.machines.notFound',
    defaultMessage: 'Diese Maschine ist nicht (mehr) im Angebot.',
  },
  tooMany: {
    id: 'server.machines.tooMany',
    description: 'minutes: whole minutes until the next inquiry is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit schon mehrere Anfragen geschickt. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
});

// The mail to the machine's contact. It goes to a dealer or Lindner's staff and is always
// German; the other catalogs translate it only because every server text has every language.
export const inquiryMailMessages = defineMessages({
  subject: {
    id: 'server.machines.mail.subject',
    description: 'machine: maker and model; identifier: the listing number; name: the sender',
    defaultMessage: 'Anfrage zu {machine} ({identifier}) von {name}',
  },
  intro: {
    id: 'server.machines.mail.intro',
    defaultMessage: 'Über die Website ist eine Anfrage zu dieser Maschine eingegangen.',
  },
  machine: { id: 'server.machines.mail.machine', defaultMessage: 'Maschine' },
  identifier: { id: 'server.machines.mail.identifier', defaultMessage: 'Inseratsnummer' },
  name: { id: 'server.machines.mail.name', defaultMessage: 'Name' },
  email: { id: 'server.machines.mail.email', defaultMessage: 'E-Mail' },
  phone: { id: 'server.machines.mail.phone', defaultMessage: 'Telefon' },
  message: { id: 'server.machines.mail.message', defaultMessage: 'Nachricht' },
  locale: { id: 'server.machines.mail.locale', defaultMessage: 'Sprache der Website' },
  receivedAt: { id: 'server.machines.mail.receivedAt', defaultMessage: 'Eingegangen am' },
  notGiven: { id: 'server.machines.mail.notGiven', defaultMessage: '(nicht angegeben)' },
});

/** The bookmark list and the saved searches of a signed-in user. */
export const machineListMessages = defineMessages({
  bookmarksFull: {
    id: 'server.machines.bookmarks.full',
    description: 'max: how many machines the list holds',
    defaultMessage:
      'Deine Merkliste ist voll: Sie fasst höchstens {max} Maschinen. Bitte entferne zuerst eine.',
  },
  searchesFull: {
    id: 'server.machines.searches.full',
    description: 'max: how many searches a user can save',
    defaultMessage:
      'Du hast schon {max} Suchaufträge gespeichert. Bitte beende zuerst einen davon.',
  },
  searchNotFound: {
    id: 'server.machines.searches.notFound',
    defaultMessage: 'Diesen Suchauftrag gibt es nicht (mehr).',
  },
  tooManySearches: {
    id: 'server.machines.searches.tooMany',
    description: 'minutes: whole minutes until the next save is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit schon viele Suchaufträge gespeichert. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
  linkInvalid: {
    id: 'server.machines.searches.linkInvalid',
    defaultMessage:
      'Dieser Link ist nicht mehr gültig: Der Suchauftrag ist schon beendet oder es gibt ihn nicht.',
  },
  tooManyLinks: {
    id: 'server.machines.searches.tooManyLinks',
    description: 'minutes: whole minutes until the next try is possible (at least 1)',
    defaultMessage:
      'Von Deiner Adresse kamen in kurzer Zeit sehr viele Aufrufe. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
});

/** The daily mail of a saved search's new matches, in the language the search was saved in. */
export const searchMailMessages = defineMessages({
  subject: {
    id: 'server.machines.searchMail.subject',
    description: 'name: the name the user gave the saved search',
    defaultMessage: 'Neue Maschinen zu Deinem Suchauftrag „{name}“',
  },
  intro: {
    id: 'server.machines.searchMail.intro',
    description: 'name: the saved search; count: how many machines were listed since the last mail',
    defaultMessage:
      'zu Deinem Suchauftrag „{name}“ {count, plural, one {wurde eine neue Maschine} other {wurden # neue Maschinen}} eingestellt.',
  },
  newest: {
    id: 'server.machines.searchMail.newest',
    description: 'shown: how many of the new machines the mail lists (the newest)',
    defaultMessage: 'Die {shown} neuesten davon:',
  },
  year: {
    id: 'server.machines.searchMail.year',
    description: 'year: the year of construction',
    defaultMessage: 'Baujahr {year}',
  },
  hours: {
    id: 'server.machines.searchMail.hours',
    defaultMessage: '{hours, number} Betriebsstunden',
  },
  horsepower: { id: 'server.machines.searchMail.horsepower', defaultMessage: '{hp, number} PS' },
  priceOnRequest: {
    id: 'server.machines.searchMail.priceOnRequest',
    defaultMessage: 'Preis auf Anfrage',
  },
  allResults: {
    id: 'server.machines.searchMail.allResults',
    defaultMessage: 'Alle Treffer Deiner Suche:',
  },
  end: {
    id: 'server.machines.searchMail.end',
    defaultMessage:
      'Du möchtest zu dieser Suche keine E-Mails mehr bekommen? Hier beendest Du den Suchauftrag:',
  },
});
