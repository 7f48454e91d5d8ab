import type { AccountDeletionItem } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';

// The accounts' public pages: a catalog part of their own (messages/parts.json,
// `portal.accounts.`), loaded with these pages only.

export const registrationMessages = defineMessages({
  title: { id: 'portal.accounts.registration.title', defaultMessage: 'Konto für Mein Lindner' },
  description: {
    id: 'portal.accounts.registration.description',
    defaultMessage:
      'Mit einem kostenlosen Konto verwaltest Du in Mein Lindner Deinen Fuhrpark, Lizenzen und Garantien, Schulungen und Deine Einstellungen.',
  },
  intro: {
    id: 'portal.accounts.registration.intro',
    defaultMessage:
      'Mit einem kostenlosen Konto hast Du in Mein Lindner alles zu Deinen Lindner-Fahrzeugen an einem Ort.',
  },
  offersHeading: {
    id: 'portal.accounts.registration.offersHeading',
    defaultMessage: 'Das bietet Dir Mein Lindner',
  },
  offerFleet: {
    id: 'portal.accounts.registration.offerFleet',
    defaultMessage:
      'Dein Fuhrpark mit Tank- und Einsatztagebuch, dazu Fahrzeugstatistiken auf Deinem Dashboard.',
  },
  offerContracts: {
    id: 'portal.accounts.registration.offerContracts',
    defaultMessage: 'TracLink-Lizenzen und Garantieverlängerungen bestellen und verwalten.',
  },
  offerNews: {
    id: 'portal.accounts.registration.offerNews',
    defaultMessage: 'Vorab-News, Schulungen und Services von Lindner.',
  },
  offerMarketplace: {
    id: 'portal.accounts.registration.offerMarketplace',
    defaultMessage: 'Eigene Anzeigen im Marktplatz aufgeben und verwalten.',
  },
  offerProfile: {
    id: 'portal.accounts.registration.offerProfile',
    defaultMessage:
      'Dein Profil, Deine Betriebsdaten und Deine Einstellungen zu Newsletter, Interessen und Einwilligungen.',
  },
  howHeading: {
    id: 'portal.accounts.registration.howHeading',
    defaultMessage: 'So geht’s',
  },
  how: {
    id: 'portal.accounts.registration.how',
    defaultMessage:
      'Registriere Dich mit Deiner E-Mail-Adresse und bestätige sie mit dem Link, den wir Dir schicken. Danach meldest Du Dich an und ergänzt Dein Profil.',
  },
  register: { id: 'portal.accounts.registration.register', defaultMessage: 'Jetzt registrieren' },
  signIn: {
    id: 'portal.accounts.registration.signIn',
    defaultMessage: 'Ich habe schon ein Konto: Anmelden',
  },
});

export const loyaltyCardMessages = defineMessages({
  title: { id: 'portal.accounts.loyaltyCard.title', defaultMessage: 'Deine Lindner-Kundenkarte' },
  description: {
    id: 'portal.accounts.loyaltyCard.description',
    defaultMessage:
      'Der QR-Code Deiner Lindner-Kundenkarte führt hierher: Melde Dich an, und Deine Kundennummer kommt in Dein Profil bei Mein Lindner.',
  },
  checking: {
    id: 'portal.accounts.loyaltyCard.checking',
    defaultMessage: 'Deine Kundenkarte wird geprüft …',
  },
  dealerHeading: {
    id: 'portal.accounts.loyaltyCard.dealerHeading',
    defaultMessage: 'Dein Lindner-Händler',
  },
  takeOverHeading: {
    id: 'portal.accounts.loyaltyCard.takeOverHeading',
    defaultMessage: 'Deine Kundennummer in Mein Lindner',
  },
  takeOver: {
    id: 'portal.accounts.loyaltyCard.takeOver',
    defaultMessage:
      'Melde Dich an oder registriere Dich kostenlos: Danach übernehmen wir die Kundennummer Deiner Karte in Dein Profil. Mit ihr siehst Du Fahrerschulungen und Unterlagen für Kunden.',
  },
  register: { id: 'portal.accounts.loyaltyCard.register', defaultMessage: 'Registrieren' },
  signIn: { id: 'portal.accounts.loyaltyCard.signIn', defaultMessage: 'Anmelden' },
  notFoundTitle: {
    id: 'portal.accounts.loyaltyCard.notFoundTitle',
    defaultMessage: 'Kunde nicht gefunden',
  },
  notFound: {
    id: 'portal.accounts.loyaltyCard.notFound',
    description: 'SPEC.md section 8: customer not found for a code.',
    defaultMessage: 'Zu diesem Code haben wir keinen Kunden gefunden.',
  },
  notFoundHelp: {
    id: 'portal.accounts.loyaltyCard.notFoundHelp',
    defaultMessage:
      'Vielleicht wurde die Karte ersetzt. Schreib uns über das Kontaktformular, wir helfen Dir weiter.',
  },
  contact: {
    id: 'portal.accounts.loyaltyCard.contact',
    defaultMessage: 'Zum Kontaktformular',
  },
  website: { id: 'portal.accounts.loyaltyCard.website', defaultMessage: 'Website des Händlers' },
});

export const cardFoundMessage = defineMessage<{ initials: string }>({
  id: 'portal.accounts.loyaltyCard.found',
  description: '{initials} are the card holder’s initials, e.g. “M. O.”.',
  // No full stop after the initials: they end with one.
  defaultMessage: 'Kunde gefunden: Diese Kundenkarte gehört {initials}',
});

export const dealerPhoneMessage = defineMessage<{ phone: string; link: MessageTag }>({
  id: 'portal.accounts.loyaltyCard.phone',
  defaultMessage: 'Telefon: <link>{phone}</link>',
});

export const dealerEmailMessage = defineMessage<{ email: string; link: MessageTag }>({
  id: 'portal.accounts.loyaltyCard.email',
  defaultMessage: 'E-Mail: <link>{email}</link>',
});

/** The settings' tab "Meine Daten": the export and the account's deletion. */
export const myDataMessages = defineMessages({
  exportHeading: {
    id: 'portal.accounts.myData.exportHeading',
    defaultMessage: 'Alle meine Daten',
  },
  exportIntro: {
    id: 'portal.accounts.myData.exportIntro',
    defaultMessage:
      'Lade alles herunter, was das Kundenportal über Dich gespeichert hat: Profil, Betrieb, Fuhrpark mit Tagebüchern, Verträge und Bestellungen, Kleinanzeigen, Anmeldungen, Einwilligungen und Beiträge. Du bekommst eine ZIP-Datei mit einer JSON-Datei, einer CSV-Datei je Tabelle, Deinen Bildern und einer Erklärung der Felder.',
  },
  download: {
    id: 'portal.accounts.myData.download',
    defaultMessage: 'Alle meine Daten herunterladen',
  },
  downloading: {
    id: 'portal.accounts.myData.downloading',
    description: 'Announced while the ZIP is being prepared.',
    defaultMessage: 'Deine Daten werden zusammengestellt …',
  },
  downloadFailed: {
    id: 'portal.accounts.myData.downloadFailed',
    defaultMessage: 'Der Download hat nicht geklappt.',
  },
  retry: { id: 'portal.accounts.myData.retry', defaultMessage: 'Erneut versuchen' },
  deletionHeading: {
    id: 'portal.accounts.myData.deletionHeading',
    defaultMessage: 'Konto löschen',
  },
  deletionIntro: {
    id: 'portal.accounts.myData.deletionIntro',
    defaultMessage:
      'Wenn Du Dein Konto löschst, kannst Du Dich nicht mehr anmelden. Lade Deine Daten vorher herunter, wenn Du sie behalten möchtest.',
  },
  deletedHeading: {
    id: 'portal.accounts.myData.deletedHeading',
    defaultMessage: 'Das löschen wir',
  },
  keptHeading: {
    id: 'portal.accounts.myData.keptHeading',
    defaultMessage: 'Das müssen wir behalten',
  },
  postsNote: {
    id: 'portal.accounts.myData.postsNote',
    defaultMessage:
      'Deine veröffentlichten Beiträge (Gästebuch, Erfahrungsberichte, Gewinnspiele) löschen wir ganz, statt sie zu anonymisieren. Stimmen, die Du abgegeben hast, zählen ohne Dein Konto weiter.',
  },
  confirmHint: {
    id: 'portal.accounts.myData.confirmHint',
    defaultMessage:
      'Zur Sicherheit bestätigst Du das Löschen mit Deinem Passwort. Danach hast Du fünf Minuten Zeit, das Konto endgültig zu löschen.',
  },
  confirmWithPassword: {
    id: 'portal.accounts.myData.confirmWithPassword',
    defaultMessage: 'Mit Passwort bestätigen',
  },
  confirmedHint: {
    id: 'portal.accounts.myData.confirmedHint',
    defaultMessage:
      'Du hast Dein Passwort bestätigt. Wenn Du jetzt löschst, ist Dein Konto unwiderruflich weg.',
  },
  deleteForGood: {
    id: 'portal.accounts.myData.deleteForGood',
    defaultMessage: 'Konto endgültig löschen',
  },
  deletionFailed: {
    id: 'portal.accounts.myData.deletionFailed',
    defaultMessage: 'Das Konto konnte nicht gelöscht werden.',
  },
});

/** One line of "Das löschen wir" per item, with its count. */
export const deletionItemMessages: Record<AccountDeletionItem, MessageDescriptor> = defineMessages({
  profile: {
    id: 'portal.accounts.myData.item.profile',
    defaultMessage: 'Dein Profil mit Anschrift, Profilbild und Einstellungen',
  },
  farm: {
    id: 'portal.accounts.myData.item.farm',
    defaultMessage: '{count, plural, =0 {kein Betrieb} one {Dein Betrieb} other {# Betriebe}}',
  },
  vehicles: {
    id: 'portal.accounts.myData.item.vehicles',
    defaultMessage:
      '{count, plural, =0 {keine Fahrzeuge} one {ein Fahrzeug} other {# Fahrzeuge}} Deines Fuhrparks mit Bildern und TracLink-Mobile-Kopplung',
  },
  diaryEntries: {
    id: 'portal.accounts.myData.item.diaryEntries',
    defaultMessage:
      '{count, plural, =0 {keine Tagebucheinträge} one {ein Tagebucheintrag} other {# Tagebucheinträge}} (Tankstopps, Einsätze, Durchschnitte, Notizen)',
  },
  contracts: {
    id: 'portal.accounts.myData.item.contracts',
    defaultMessage:
      '{count, plural, =0 {keine Lizenzen und Garantien} one {eine Lizenz oder Garantie} other {# Lizenzen und Garantien}}',
  },
  classifiedAds: {
    id: 'portal.accounts.myData.item.classifiedAds',
    defaultMessage:
      '{count, plural, =0 {keine Kleinanzeigen} one {eine Kleinanzeige} other {# Kleinanzeigen}} mit Bildern, Dateien und Antworten',
  },
  adReplies: {
    id: 'portal.accounts.myData.item.adReplies',
    defaultMessage:
      '{count, plural, =0 {keine Antworten} one {eine Antwort} other {# Antworten}} auf Kleinanzeigen anderer',
  },
  eventRegistrations: {
    id: 'portal.accounts.myData.item.eventRegistrations',
    defaultMessage:
      '{count, plural, =0 {keine Anmeldungen} one {eine Anmeldung} other {# Anmeldungen}} zu Veranstaltungen',
  },
  posts: {
    id: 'portal.accounts.myData.item.posts',
    defaultMessage:
      '{count, plural, =0 {keine Beiträge} one {ein Beitrag} other {# Beiträge}} in Gästebuch, Erfahrungsberichten und Gewinnspielen',
  },
  savedMachines: {
    id: 'portal.accounts.myData.item.savedMachines',
    defaultMessage:
      '{count, plural, =0 {keine gemerkten Maschinen und Suchaufträge} one {eine gemerkte Maschine oder ein Suchauftrag} other {# gemerkte Maschinen und Suchaufträge}}',
  },
  consents: {
    id: 'portal.accounts.myData.item.consents',
    defaultMessage:
      '{count, plural, =0 {keine Einwilligungen} one {eine Einwilligung} other {# Einwilligungen}} mit ihrem Verlauf',
  },
  newsletter: {
    id: 'portal.accounts.myData.item.newsletter',
    defaultMessage: '{count, plural, =0 {kein Newsletter-Abo} other {Dein Newsletter-Abo}}',
  },
});

export const keptOrdersMessage = defineMessage<{ count: number; until: string }>({
  id: 'portal.accounts.myData.keptOrders',
  description: '{until} is a formatted date, e.g. “31. Dezember 2036”.',
  defaultMessage:
    '{count, plural, one {Deine Bestellung} other {Deine # Bestellungen}} mit Name und Rechnungsadresse bis {until}: Das Steuerrecht verlangt, Rechnungsunterlagen zehn Jahre aufzubewahren. Sie sind danach mit keinem Konto mehr verbunden.',
});

export const noOrdersKeptMessage = defineMessage({
  id: 'portal.accounts.myData.noOrdersKept',
  defaultMessage: 'Nichts: Du hast keine Bestellungen, die wir aufbewahren müssen.',
});

/** The public page after the account's deletion. */
export const accountDeletedMessages = defineMessages({
  title: { id: 'portal.accounts.deleted.title', defaultMessage: 'Dein Konto ist gelöscht' },
  description: {
    id: 'portal.accounts.deleted.description',
    defaultMessage: 'Dein Konto im Lindner-Kundenportal ist gelöscht.',
  },
  text: {
    id: 'portal.accounts.deleted.text',
    defaultMessage:
      'Wir haben Dein Konto und Deine Daten gelöscht; nur Bestellungen bewahren wir auf, solange das Steuerrecht es verlangt. Du bist abgemeldet. Danke, dass Du Mein Lindner genutzt hast.',
  },
  home: { id: 'portal.accounts.deleted.home', defaultMessage: 'Zur Startseite' },
  register: {
    id: 'portal.accounts.deleted.register',
    defaultMessage: 'Neues Konto anlegen',
  },
});
