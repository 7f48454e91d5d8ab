import type { ContestFieldErrorKey } from '@lindner/api/schema';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';

/** Answers of the contest calls (SPEC.md sections 4, 5 and 9). */
export const contestMessages = defineMessages({
  notFound: {
    id: 'server.contests.notFound',
    description: 'A contest or a published entry that does not exist (HTTP 404).',
    defaultMessage: 'Diesen Beitrag gibt es nicht.',
  },
  deadlineOver: {
    id: 'server.contests.deadlineOver',
    description: 'An entry or picture sent after the contest’s submission deadline.',
    defaultMessage: 'Der Einsendeschluss ist vorbei.',
  },
  pictureReceived: {
    id: 'server.contests.pictureReceived',
    description: 'A picture for an entry was uploaded; the entry is not sent yet.',
    defaultMessage: 'Das Bild ist hochgeladen.',
  },
  pictureUnknown: {
    id: 'server.contests.pictureUnknown',
    description: 'An entry names a picture that was not uploaded for this contest, or is taken.',
    defaultMessage: 'Bitte lade das Bild noch einmal hoch.',
  },
  received: {
    id: 'server.contests.received',
    description: 'A photo or moment entry was received and waits for the editorial review.',
    defaultMessage:
      'Danke für Deinen Beitrag! Er wird nach der Prüfung durch unsere Redaktion veröffentlicht.',
  },
  receivedDrawing: {
    id: 'server.contests.receivedDrawing',
    description: 'A drawing was received; after approval it is published the next working day.',
    defaultMessage:
      'Danke für die Zeichnung! Nach der Prüfung durch unsere Redaktion wird sie am nächsten Werktag veröffentlicht.',
  },
  voted: {
    id: 'server.contests.voted',
    description: 'A vote for a contest entry was counted.',
    defaultMessage: 'Danke für Deine Stimme!',
  },
  alreadyVoted: {
    id: 'server.contests.alreadyVoted',
    description: 'A second vote of the same person for the same entry (HTTP 409); not counted.',
    defaultMessage: 'Du hast für diesen Beitrag schon abgestimmt. Jede Person hat eine Stimme.',
  },
  tooManyEntries: {
    id: 'server.contests.tooManyEntries',
    description: 'minutes: whole minutes until the next entry is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit schon mehrere Beiträge geschickt. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
  tooManyVotes: {
    id: 'server.contests.tooManyVotes',
    description: 'minutes: whole minutes until the next vote is possible (at least 1)',
    defaultMessage:
      'Von Deiner Adresse kamen in kurzer Zeit sehr viele Stimmen. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
});

/** The wording of the contests' own field error keys. */
export const contestFieldErrors = defineMessages({
  termsRequired: {
    id: 'server.contests.fieldError.termsRequired',
    defaultMessage: 'Bitte akzeptiere die Teilnahmebedingungen.',
  },
  privacyRequired: {
    id: 'server.contests.fieldError.privacyRequired',
    defaultMessage: 'Bitte stimme der Datenschutzerklärung zu.',
  },
  voteConsentRequired: {
    id: 'server.contests.fieldError.voteConsentRequired',
    defaultMessage:
      'Bitte stimme zu, dass wir Deine IP-Adresse und Browserdaten speichern, um doppelte Stimmen zu verhindern.',
  },
  videoUrl: {
    id: 'server.contests.fieldError.videoUrl',
    defaultMessage: 'Bitte gib einen Link zum Video ein, der mit https:// beginnt.',
  },
  videoOrPicture: {
    id: 'server.contests.fieldError.videoOrPicture',
    defaultMessage: 'Bitte gib einen Link zum Video ein oder lade ein Bild hoch.',
  },
}) satisfies Record<ContestFieldErrorKey, MessageDescriptor>;
