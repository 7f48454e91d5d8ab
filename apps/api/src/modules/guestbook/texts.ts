import { defineMessages } from '@lindner/i18n/core';

/** The answers of the guestbook's routes. */
export const guestbookMessages = defineMessages({
  received: {
    id: 'server.guestbook.received',
    defaultMessage:
      'Vielen Dank! Dein Eintrag erscheint im Gästebuch, sobald unser Team ihn geprüft hat.',
  },
  replied: {
    id: 'server.guestbook.replied',
    defaultMessage: 'Die Antwort ist gespeichert und per E-Mail verschickt.',
  },
  notFound: {
    id: 'server.guestbook.notFound',
    defaultMessage: 'Diesen Gästebucheintrag gibt es nicht.',
  },
  tooMany: {
    id: 'server.guestbook.tooMany',
    description: 'minutes: whole minutes until the next entry is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit schon mehrere Einträge geschrieben. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
  tooManyReplies: {
    id: 'server.guestbook.tooManyReplies',
    description: 'minutes: whole minutes until the next reply is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit sehr viele Antworten geschickt. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
});

/** The mail that brings Lindner's answer to whoever wrote the entry, in their language. */
export const guestbookReplyMailMessages = defineMessages({
  subjectEntry: {
    id: 'server.guestbook.mail.subjectEntry',
    defaultMessage: 'Lindner hat auf Deinen Gästebucheintrag geantwortet',
  },
  subjectQuestion: {
    id: 'server.guestbook.mail.subjectQuestion',
    defaultMessage: 'Lindner hat Deine Frage beantwortet',
  },
  introEntry: {
    id: 'server.guestbook.mail.introEntry',
    description: 'date: the day the entry was written, written out',
    defaultMessage: 'Du hast am {date} in unser Gästebuch geschrieben:',
  },
  introQuestion: {
    id: 'server.guestbook.mail.introQuestion',
    description: 'date: the day the question was asked, written out',
    defaultMessage: 'Du hast uns am {date} über das Gästebuch gefragt:',
  },
  answer: { id: 'server.guestbook.mail.answer', defaultMessage: 'Unsere Antwort:' },
  public: {
    id: 'server.guestbook.mail.public',
    defaultMessage:
      'Sobald Dein Eintrag freigegeben ist, steht unsere Antwort auch darunter im Gästebuch.',
  },
});
