import type { NewsletterTopic } from '@lindner/api/schema';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { NewsletterProblem } from './newsletterLoaders';

export const newsletterMessages = defineMessages({
  title: { id: 'portal.newsletter.title', defaultMessage: 'Newsletter' },
  description: {
    id: 'portal.newsletter.description',
    defaultMessage:
      'Melde Dich zum Lindner-Newsletter an: Neuheiten, Termine und Tipps rund um Lindner-Fahrzeuge.',
  },
  intro: {
    id: 'portal.newsletter.intro',
    defaultMessage:
      'Neuheiten, Termine und Tipps rund um Lindner-Fahrzeuge per E-Mail. Nach der Anmeldung bekommst Du eine E-Mail mit einem Link: Erst wenn Du ihn bestätigst, schicken wir Dir den Newsletter, und Du kannst Deine Interessen wählen.',
  },
  email: { id: 'portal.newsletter.email', defaultMessage: 'E-Mail-Adresse' },
  subscribe: { id: 'portal.newsletter.subscribe', defaultMessage: 'Newsletter abonnieren' },
  subscribeAnother: {
    id: 'portal.newsletter.subscribeAnother',
    defaultMessage: 'Eine weitere Adresse anmelden',
  },
  checkMailbox: {
    id: 'portal.newsletter.checkMailbox',
    defaultMessage:
      'Bitte schau in Dein Postfach: Wir haben Dir eine E-Mail mit einem Link geschickt. Mit ihm bestätigst Du die Anmeldung und wählst danach Deine Interessen.',
  },
  unsubscribeHint: {
    id: 'portal.newsletter.unsubscribeHint',
    defaultMessage:
      'Du kannst Dich jederzeit wieder abmelden, über den Link in jedem Newsletter oder in Deinen Einstellungen.',
  },
  confirmedTitle: {
    id: 'portal.newsletter.confirmedTitle',
    defaultMessage: 'Anmeldung bestätigt',
  },
  confirmedIntro: {
    id: 'portal.newsletter.confirmedIntro',
    defaultMessage:
      'Danke, Deine Anmeldung zum Newsletter ist bestätigt. Wähle jetzt, worüber wir Dir schreiben sollen.',
  },
  interestsLegend: { id: 'portal.newsletter.interestsLegend', defaultMessage: 'Meine Interessen' },
  saveInterests: { id: 'portal.newsletter.saveInterests', defaultMessage: 'Interessen speichern' },
  interestsSaved: {
    id: 'portal.newsletter.interestsSaved',
    defaultMessage: 'Deine Interessen sind gespeichert.',
  },
  saved: { id: 'portal.newsletter.saved', defaultMessage: 'Gespeichert' },
  notSaved: { id: 'portal.newsletter.notSaved', defaultMessage: 'Nicht gespeichert' },
  generalError: {
    id: 'portal.newsletter.generalError',
    defaultMessage: 'Fehler aufgetreten. Bitte erneut versuchen.',
  },
  linkProblemTitle: {
    id: 'portal.newsletter.linkProblemTitle',
    defaultMessage: 'Der Link funktioniert nicht',
  },
});

/** What the page says when the confirmation link does not lead to the interests. */
export const problemMessages: Record<NewsletterProblem, MessageDescriptor> = defineMessages({
  invalid: {
    id: 'portal.newsletter.link.invalid',
    defaultMessage:
      'Dieser Link ist ungültig. Bitte nutze den Link aus der neuesten E-Mail oder melde Dich hier erneut an.',
  },
  expired: {
    id: 'portal.newsletter.link.expired',
    defaultMessage: 'Dieser Link ist abgelaufen. Bitte melde Dich hier erneut an.',
  },
  notSubscribed: {
    id: 'portal.newsletter.link.notSubscribed',
    description: 'SPEC.md flag not-subscribed: the link of a subscription that is not confirmed.',
    defaultMessage:
      'Diese E-Mail-Adresse ist nicht für den Newsletter angemeldet. Bitte bestätige zuerst Deine Anmeldung mit dem Link in der E-Mail.',
  },
  segmentNotSetUp: {
    id: 'portal.newsletter.link.segmentNotSetUp',
    description: 'SPEC.md flag: the newsletter default segment is not set up.',
    defaultMessage:
      'Die Newsletter-Anmeldung ist derzeit nicht eingerichtet. Bitte versuche es später noch einmal.',
  },
});

export const topicMessages: Record<NewsletterTopic, MessageDescriptor> = defineMessages({
  tractors: { id: 'portal.newsletter.topic.tractors', defaultMessage: 'Traktoren allgemein' },
  telematics: { id: 'portal.newsletter.topic.telematics', defaultMessage: 'Telematik' },
  techdaysForKids: {
    id: 'portal.newsletter.topic.techdaysForKids',
    defaultMessage: 'Techdays für Kinder',
  },
  supercup: { id: 'portal.newsletter.topic.supercup', defaultMessage: 'Supercup' },
  municipal: { id: 'portal.newsletter.topic.municipal', defaultMessage: 'Kommunal' },
  bestOnTheMountain: {
    id: 'portal.newsletter.topic.bestOnTheMountain',
    defaultMessage: 'Best on the Mountain',
  },
});
