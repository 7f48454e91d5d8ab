import { defineMessages } from '@lindner/i18n/core';

/** Answers of the owner's booking calls, and their field messages. */
export const bookingMessages = defineMessages({
  bookingNotFound: {
    id: 'server.serviceBooking.notFound',
    description: 'A booking id that is not one of this vehicle’s bookings (404).',
    defaultMessage: 'Diese Buchung gibt es nicht.',
  },
  dealerUnknown: {
    id: 'server.serviceBooking.dealerUnknown',
    description: 'Field message: the chosen dealer is not one of the choices offered.',
    defaultMessage: 'Wähle einen der angebotenen Händler.',
  },
  datesCount: {
    id: 'server.serviceBooking.datesCount',
    description: 'Field message: the owner must propose between 1 and 3 dates.',
    defaultMessage: 'Schlage einen bis drei Termine vor.',
  },
  dateInvalid: {
    id: 'server.serviceBooking.dateInvalid',
    description: 'Field message: a proposed date is not a date.',
    defaultMessage: 'Gib ein gültiges Datum ein.',
  },
  dateNotFuture: {
    id: 'server.serviceBooking.dateNotFuture',
    description: 'Field message: a proposed date is today or earlier.',
    defaultMessage: 'Der Termin muss nach dem heutigen Tag liegen.',
  },
  dateTooFar: {
    id: 'server.serviceBooking.dateTooFar',
    description: 'Field message: a proposed date is more than a year ahead.',
    defaultMessage: 'Der Termin darf höchstens ein Jahr in der Zukunft liegen.',
  },
  dateTwice: {
    id: 'server.serviceBooking.dateTwice',
    description: 'Field message: the same date was proposed twice.',
    defaultMessage: 'Diesen Termin hast Du schon vorgeschlagen.',
  },
  itemsMissing: {
    id: 'server.serviceBooking.itemsMissing',
    description: 'Field message: no maintenance item was chosen for the booking.',
    defaultMessage: 'Wähle mindestens einen fälligen Wartungspunkt.',
  },
  itemNotDue: {
    id: 'server.serviceBooking.itemNotDue',
    description: 'Field message: a chosen item is not a due item of the vehicle’s plan.',
    defaultMessage: 'Buchen kannst Du nur fällige Wartungspunkte dieses Fahrzeugs.',
  },
  noteTooLong: {
    id: 'server.serviceBooking.noteTooLong',
    description: 'Field message: max is the most characters the note may have.',
    defaultMessage: 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
  },
  alreadyOpen: {
    id: 'server.serviceBooking.alreadyOpen',
    description: 'POST a booking while the vehicle has an open one (409).',
    defaultMessage:
      'Für dieses Fahrzeug gibt es schon eine offene Buchung. Ziehe sie zurück, bevor Du eine neue anfragst.',
  },
  notOpen: {
    id: 'server.serviceBooking.notOpen',
    description: 'Withdrawing a booking that is done or withdrawn already (409).',
    defaultMessage: 'Diese Buchung ist bereits abgeschlossen.',
  },
  noProposal: {
    id: 'server.serviceBooking.noProposal',
    description: 'Accepting a dealer’s proposal when the booking has none open (409).',
    defaultMessage: 'Der Händler hat keinen anderen Termin vorgeschlagen.',
  },
  booked: {
    id: 'server.serviceBooking.booked',
    description: 'A booking was sent to the dealer.',
    defaultMessage: 'Deine Anfrage ist an den Händler gegangen.',
  },
  withdrawn: {
    id: 'server.serviceBooking.withdrawn',
    description: 'The owner withdrew a booking.',
    defaultMessage: 'Die Buchung ist zurückgezogen.',
  },
  accepted: {
    id: 'server.serviceBooking.accepted',
    description: 'The owner accepted the dealer’s proposed date.',
    defaultMessage: 'Du hast den Termin des Händlers angenommen.',
  },
  tooMany: {
    id: 'server.serviceBooking.tooMany',
    description: 'Too many bookings (each sends a mail); minutes: the wait.',
    defaultMessage:
      'Du hast in kurzer Zeit viele Buchungen angefragt. Versuche es in {minutes} Minuten wieder.',
  },
  tooManyLinks: {
    id: 'server.serviceBooking.tooManyLinks',
    description: 'Too many calls of dealers’ booking links from one address; minutes: the wait.',
    defaultMessage: 'Zu viele Aufrufe. Versuche es in {minutes} Minuten wieder.',
  },
});

/** The dealer's mail. */
export const dealerMailMessages = defineMessages({
  greeting: {
    id: 'server.serviceBooking.dealerMail.greeting',
    description: 'Greeting of the mail to a dealer',
    defaultMessage: 'Hallo,',
  },
  signature: {
    id: 'server.serviceBooking.dealerMail.signature',
    description: 'Signature of the mail to a dealer',
    defaultMessage: 'Dein Lindner-Team',
  },
  subject: {
    id: 'server.serviceBooking.dealerMail.subject',
    description: 'Subject of the mail to a dealer; model: the vehicle’s model name',
    defaultMessage: 'Serviceanfrage über das Lindner Kundenportal: {model}',
  },
  intro: {
    id: 'server.serviceBooking.dealerMail.intro',
    description: 'First paragraph of the mail to a dealer; owner: the owner’s name',
    defaultMessage:
      '{owner} möchte über das Lindner Kundenportal einen Service bei Dir buchen und schlägt folgende Termine vor.',
  },
  owner: {
    id: 'server.serviceBooking.dealerMail.owner',
    description: 'Label before the owner’s name in the mail to a dealer',
    defaultMessage: 'Kunde:',
  },
  contact: {
    id: 'server.serviceBooking.dealerMail.contact',
    description: 'Label before the owner’s e-mail address and phone',
    defaultMessage: 'Kontakt:',
  },
  vehicle: {
    id: 'server.serviceBooking.dealerMail.vehicle',
    description: 'Vehicle line; model, vin, hours: operating hours as the locale writes numbers',
    defaultMessage: 'Fahrzeug: {model}, Fahrgestellnummer {vin}, {hours} Betriebsstunden',
  },
  items: {
    id: 'server.serviceBooking.dealerMail.items',
    description: 'Heading of the list of maintenance items to do',
    defaultMessage: 'Wartungsarbeiten:',
  },
  dates: {
    id: 'server.serviceBooking.dealerMail.dates',
    description: 'Heading of the list of proposed dates',
    defaultMessage: 'Vorgeschlagene Termine:',
  },
  note: {
    id: 'server.serviceBooking.dealerMail.note',
    description: 'Heading of the owner’s note',
    defaultMessage: 'Nachricht des Kunden:',
  },
  link: {
    id: 'server.serviceBooking.dealerMail.link',
    description: 'Before the link of the dealer’s page; until: the last day the link works',
    defaultMessage:
      'Bestätige einen der Termine oder schlage einen anderen vor, ohne Anmeldung über diesen Link (gültig bis {until}):',
  },
  later: {
    id: 'server.serviceBooking.dealerMail.later',
    description: 'After the link in the dealer’s mail',
    defaultMessage:
      'Über denselben Link trägst Du nach dem Service die erledigten Arbeiten ein; sie erscheinen dann in der Servicehistorie des Fahrzeugs.',
  },
});

/** The owner's short mails when the dealer answers. */
export const ownerMailMessages = defineMessages({
  confirmedSubject: {
    id: 'server.serviceBooking.ownerMail.confirmedSubject',
    description: 'Subject: the dealer confirmed a date; model: the vehicle’s model',
    defaultMessage: 'Servicetermin bestätigt: {model}',
  },
  confirmed: {
    id: 'server.serviceBooking.ownerMail.confirmed',
    description: 'dealer: the dealer’s name; date: the confirmed date',
    defaultMessage: '{dealer} hat den Servicetermin am {date} bestätigt.',
  },
  proposedSubject: {
    id: 'server.serviceBooking.ownerMail.proposedSubject',
    description: 'Subject: the dealer proposed another date; model: the vehicle’s model',
    defaultMessage: 'Anderer Servicetermin vorgeschlagen: {model}',
  },
  proposed: {
    id: 'server.serviceBooking.ownerMail.proposed',
    description: 'dealer: the dealer’s name; date: the date the dealer proposes',
    defaultMessage:
      '{dealer} schlägt für den Service den {date} vor. Im Kundenportal kannst Du den Termin bei den Wartungen Deines Fahrzeugs annehmen.',
  },
  message: {
    id: 'server.serviceBooking.ownerMail.message',
    description: 'Heading of the dealer’s message in the owner’s mail',
    defaultMessage: 'Nachricht des Händlers:',
  },
});

/** The dealer's page that the mail's link opens. */
export const dealerPageMessages = defineMessages({
  title: {
    id: 'server.serviceBooking.page.title',
    description: 'Heading of the dealer’s booking page',
    defaultMessage: 'Serviceanfrage',
  },
  state: {
    id: 'server.serviceBooking.page.state',
    description: 'Label before the booking’s state',
    defaultMessage: 'Stand:',
  },
  stateRequested: {
    id: 'server.serviceBooking.page.stateRequested',
    description: 'A booking’s state on the dealer’s page',
    defaultMessage: 'angefragt, noch nicht bestätigt',
  },
  stateConfirmed: {
    id: 'server.serviceBooking.page.stateConfirmed',
    description: 'date: the confirmed date',
    defaultMessage: 'bestätigt für den {date}',
  },
  stateProposed: {
    id: 'server.serviceBooking.page.stateProposed',
    description: 'date: the date the dealer proposed',
    defaultMessage: 'Du hast den {date} vorgeschlagen; der Kunde hat noch nicht geantwortet',
  },
  confirmHeading: {
    id: 'server.serviceBooking.page.confirmHeading',
    description: 'Heading of the form confirming one of the proposed dates',
    defaultMessage: 'Termin bestätigen',
  },
  confirmDate: {
    id: 'server.serviceBooking.page.confirmDate',
    description: 'Legend of the radio list of the proposed dates',
    defaultMessage: 'Vorgeschlagener Termin',
  },
  confirm: {
    id: 'server.serviceBooking.page.confirm',
    description: 'Button confirming the chosen date',
    defaultMessage: 'Termin bestätigen',
  },
  proposeHeading: {
    id: 'server.serviceBooking.page.proposeHeading',
    description: 'Heading of the form proposing another date',
    defaultMessage: 'Anderen Termin vorschlagen',
  },
  proposeDate: {
    id: 'server.serviceBooking.page.proposeDate',
    description: 'Label of the date field',
    defaultMessage: 'Datum',
  },
  proposeMessage: {
    id: 'server.serviceBooking.page.proposeMessage',
    description: 'Label of the message to the owner (optional)',
    defaultMessage: 'Nachricht an den Kunden (freiwillig)',
  },
  propose: {
    id: 'server.serviceBooking.page.propose',
    description: 'Button sending the proposal',
    defaultMessage: 'Termin vorschlagen',
  },
  doneHeading: {
    id: 'server.serviceBooking.page.doneHeading',
    description: 'Heading of the form entering the service done',
    defaultMessage: 'Service erledigt',
  },
  doneIntro: {
    id: 'server.serviceBooking.page.doneIntro',
    description: 'Above the form entering the service done',
    defaultMessage:
      'Trage nach dem Service ein, was gemacht wurde. Der Eintrag erscheint in der Servicehistorie des Fahrzeugs; danach ist dieser Link nicht mehr gültig.',
  },
  doneDate: {
    id: 'server.serviceBooking.page.doneDate',
    description: 'Label: the day of the service',
    defaultMessage: 'Datum des Service',
  },
  doneHours: {
    id: 'server.serviceBooking.page.doneHours',
    description: 'Label: the operating hours at the service',
    defaultMessage: 'Betriebsstunden',
  },
  workDone: {
    id: 'server.serviceBooking.page.workDone',
    description: 'Label: the work done',
    defaultMessage: 'Durchgeführte Arbeiten',
  },
  parts: {
    id: 'server.serviceBooking.page.parts',
    description: 'Label: the parts used (optional)',
    defaultMessage: 'Verwendete Teile (freiwillig)',
  },
  done: {
    id: 'server.serviceBooking.page.done',
    description: 'Button entering the service done',
    defaultMessage: 'Service eintragen',
  },
  confirmedNotice: {
    id: 'server.serviceBooking.page.confirmedNotice',
    description: 'After confirming; the owner gets a mail',
    defaultMessage: 'Der Termin ist bestätigt. Der Kunde erhält eine E-Mail.',
  },
  proposedNotice: {
    id: 'server.serviceBooking.page.proposedNotice',
    description: 'After proposing another date; the owner gets a mail',
    defaultMessage: 'Dein Vorschlag ist an den Kunden gegangen.',
  },
  doneNotice: {
    id: 'server.serviceBooking.page.doneNotice',
    description: 'After entering the service done',
    defaultMessage:
      'Danke! Der Service steht jetzt in der Servicehistorie des Fahrzeugs. Dieser Link ist damit abgeschlossen.',
  },
  formErrors: {
    id: 'server.serviceBooking.page.formErrors',
    description: 'Above a form with errors',
    defaultMessage: 'Bitte prüfe die markierten Angaben.',
  },
  required: {
    id: 'server.serviceBooking.page.required',
    description: 'Field message on the dealer’s page',
    defaultMessage: 'Bitte ausfüllen.',
  },
  chooseDate: {
    id: 'server.serviceBooking.page.chooseDate',
    description: 'Field message: no proposed date chosen',
    defaultMessage: 'Wähle einen der vorgeschlagenen Termine.',
  },
  dateInvalid: {
    id: 'server.serviceBooking.page.dateInvalid',
    description: 'Field message on the dealer’s page',
    defaultMessage: 'Gib ein gültiges Datum ein.',
  },
  dateNotFuture: {
    id: 'server.serviceBooking.page.dateNotFuture',
    description: 'Field message: a proposed date must lie after today',
    defaultMessage: 'Der Termin muss nach dem heutigen Tag liegen.',
  },
  dateInFuture: {
    id: 'server.serviceBooking.page.dateInFuture',
    description: 'Field message: the day of a service done cannot lie in the future',
    defaultMessage: 'Der Service kann nicht in der Zukunft liegen.',
  },
  hoursInvalid: {
    id: 'server.serviceBooking.page.hoursInvalid',
    description: 'Field message: operating hours must be a number from 0; max: the largest',
    defaultMessage: 'Gib die Betriebsstunden als Zahl von 0 bis {max} ein.',
  },
  tooLong: {
    id: 'server.serviceBooking.page.tooLong',
    description: 'Field message: max is the most characters',
    defaultMessage: 'Höchstens {max} Zeichen.',
  },
  notFoundTitle: {
    id: 'server.serviceBooking.page.notFoundTitle',
    description: 'Title of the page of an unknown or altered link (404)',
    defaultMessage: 'Link ungültig',
  },
  notFound: {
    id: 'server.serviceBooking.page.notFound',
    description: 'Text of the page of an unknown or altered link',
    defaultMessage:
      'Diesen Link kennen wir nicht. Prüfe, ob Du ihn vollständig aus der E-Mail übernommen hast.',
  },
  expiredTitle: {
    id: 'server.serviceBooking.page.expiredTitle',
    description: 'Title of the page of an expired link (410)',
    defaultMessage: 'Link abgelaufen',
  },
  expired: {
    id: 'server.serviceBooking.page.expired',
    description: 'Text of the page of an expired link',
    defaultMessage:
      'Dieser Link war 14 Tage gültig und ist abgelaufen. Bitte wende Dich direkt an den Kunden.',
  },
  closedTitle: {
    id: 'server.serviceBooking.page.closedTitle',
    description: 'Title of the page of a booking that is done or withdrawn (410)',
    defaultMessage: 'Buchung abgeschlossen',
  },
  closedDone: {
    id: 'server.serviceBooking.page.closedDone',
    description: 'The service was entered: the link is used up',
    defaultMessage: 'Der Service ist eingetragen; dieser Link ist damit abgeschlossen.',
  },
  closedWithdrawn: {
    id: 'server.serviceBooking.page.closedWithdrawn',
    description: 'The owner withdrew the booking',
    defaultMessage: 'Der Kunde hat diese Buchung zurückgezogen.',
  },
});
