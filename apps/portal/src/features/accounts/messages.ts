import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

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
