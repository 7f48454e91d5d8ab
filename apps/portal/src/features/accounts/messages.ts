import { defineMessages } from 'react-intl';

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
